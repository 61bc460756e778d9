// Saving what the API answers as a file on the user's device.

/** The name a download should be saved under: RFC 5987 `filename*` first, then the plain `filename`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? fallback;
}

/** Saves a file the browser already holds, as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  startDownload(url, name);
  // Revoking at once can cancel the download in some browsers; a minute is plenty to hand it over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a fetched file under the name its Content-Disposition gives, or `fallback`. */
export async function saveResponse(response: Response, fallback: string): Promise<void> {
  saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get("content-disposition"), fallback));
}

/** Lets the browser download `url` itself (its own progress, no copy in memory). */
export function startDownload(url: string, name = ""): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Reads a download's body, telling `onProgress` how many bytes have come so far. */
export async function readWithProgress(response: Response, type: string, onProgress: (received: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(parts, { type });
}
