// Which container/codec MediaRecorder should produce. Chrome, Firefox and Android record WebM/Opus;
// Safari (macOS and every iOS browser) records no WebM, only MP4/AAC, so MP4 must stay on the list.
const RECORDING_MIME_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4;codecs=mp4a.40.2", "audio/mp4", "audio/ogg;codecs=opus"] as const;

export type TRecordingExtension = "webm" | "m4a" | "ogg";

/** The first of RECORDING_MIME_TYPES the browser supports, or null (then let MediaRecorder choose). */
export function chooseRecordingMimeType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_MIME_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** The file extension for a recorded blob's type (parameters such as codecs are ignored). */
export function extensionForMimeType(mimeType: string): TRecordingExtension {
  const base = mimeType.split(";")[0].trim().toLowerCase();
  if (base === "audio/mp4" || base === "audio/x-m4a" || base === "audio/aac") return "m4a";
  if (base === "audio/ogg") return "ogg";
  // WebM is what most browsers record, and what a blob with an empty type almost always is.
  return "webm";
}
