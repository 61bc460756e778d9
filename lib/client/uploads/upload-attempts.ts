// How often a take is sent before its failure is final, apart from the uploader itself (upload-take.ts),
// so a page can show "attempt 1 of 5" without loading the uploader before the guest presses Save.

/** Waits before retries 1 to 4; a fifth failure is final. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;
export const MAX_UPLOAD_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
