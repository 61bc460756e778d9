// Browser only: a creator's logo (a same-origin image address) as the data: URL the one QR renderer
// draws in place of the Echobook logo (an SVG shown as an image cannot fetch anything itself).
import { apiFetch } from "@/lib/client/api";

export async function logoDataUrl(url: string, signal?: AbortSignal): Promise<string> {
  const blob = await (await apiFetch(url, { signal, timeoutMs: 15_000 })).blob();
  if (!blob.type.startsWith("image/")) throw new Error("The logo is not an image.");
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The logo could not be read."));
    reader.readAsDataURL(blob);
  });
}
