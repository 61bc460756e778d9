// One cookie's value in a raw Cookie header, for code that reads the header itself (the app's own
// server before Next.js sees the request, the guest-payer cookie in route handlers).

export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
