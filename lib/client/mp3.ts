// Fetching an MP3 the server makes in the background (cards, pro cards): while it is still being made
// the server answers 409 MP3_NOT_READY with Retry-After, and the call waits that long and asks again.
import { ApiClientError, apiFetch, type TApiOptions } from "./api";

const MP3_ATTEMPTS = 10;

export async function fetchMp3WhenReady(
  url: string,
  opts: { fetcher?: (url: string, options?: TApiOptions) => Promise<Response>; attempts?: number; timeoutMs?: number } = {},
): Promise<Response> {
  const { fetcher = apiFetch, attempts = MP3_ATTEMPTS, timeoutMs = 120_000 } = opts;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetcher(url, { timeoutMs });
    } catch (error) {
      const notReady = error instanceof ApiClientError && error.code === "MP3_NOT_READY";
      if (!notReady || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, error.retryAfterSeconds ?? 2) * 1000));
    }
  }
}
