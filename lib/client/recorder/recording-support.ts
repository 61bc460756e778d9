// Whether this browser can record, and what to tell the user when the microphone cannot be opened.
// Texts are the spec's error catalogue (000 §5/§8, 001 §8, 002 §5). The specs word a refused microphone
// differently: /record keeps spec 000's `denied`; the guest page (spec 001) and the card wizard (spec 002)
// say `deniedGuestbook`; the pro card's page says `startFailedProCard` when the microphone cannot start.
export const RECORDING_MESSAGES = {
  unsupported: "Audio recording is not supported in this browser.",
  insecure: "Audio recording requires HTTPS. Please use a secure connection.",
  denied: "Microphone access denied. Please allow access to record audio.",
  deniedGuestbook: "Microphone access denied. Please allow microphone permissions and try again.",
  startFailedProCard: "Failed to start recording. Please allow microphone access.",
  noMicrophone: "No microphone found. Please connect a microphone and try again.",
  otherMicrophoneError: "Error accessing microphone. Please check permissions.",
  empty: "No audio to save",
} as const;

export type TRecordingEnvironment = {
  isSecureContext: boolean;
  hasGetUserMedia: boolean;
  hasMediaRecorder: boolean;
};

/** Why recording cannot start here, or null when it can. */
export function recordingSupportProblem(environment: TRecordingEnvironment): string | null {
  // Checked first: browsers hide navigator.mediaDevices on plain http, so an insecure page would
  // otherwise be reported as an unsupported browser (a phone opening http://192.168.x.x, say).
  if (!environment.isSecureContext) return RECORDING_MESSAGES.insecure;
  if (!environment.hasGetUserMedia || !environment.hasMediaRecorder) return RECORDING_MESSAGES.unsupported;
  return null;
}

export type TMicrophoneFailure = { message: string; permissionDenied: boolean };

/** Turns a getUserMedia rejection into the text to show (`deniedMessage` for a refusal) and whether the user refused permission. */
export function describeMicrophoneError(error: unknown, deniedMessage: string = RECORDING_MESSAGES.denied): TMicrophoneFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
      return { message: deniedMessage, permissionDenied: true };
    case "NotFoundError":
    case "OverconstrainedError":
      return { message: RECORDING_MESSAGES.noMicrophone, permissionDenied: false };
    default:
      return { message: RECORDING_MESSAGES.otherMicrophoneError, permissionDenied: false };
  }
}
