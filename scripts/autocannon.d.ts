// The part of autocannon's API that bench-pages.ts uses (the package ships no types).
declare module "autocannon" {
  type TResult = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
  export default function autocannon(options: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<TResult>;
}
