import { describeMicrophoneError, RECORDING_MESSAGES, recordingSupportProblem } from "./recording-support";

describe("recordingSupportProblem", () => {
  const capable = { isSecureContext: true, hasGetUserMedia: true, hasMediaRecorder: true };

  it("lets a capable browser on a secure page record", () => {
    expect(recordingSupportProblem(capable)).toBeNull();
  });

  it("asks for HTTPS on an insecure page, even though the browser then hides getUserMedia", () => {
    expect(recordingSupportProblem({ ...capable, isSecureContext: false, hasGetUserMedia: false })).toBe(
      "Audio recording requires HTTPS. Please use a secure connection.",
    );
  });

  it("reports a browser without getUserMedia or MediaRecorder as unsupported", () => {
    expect(recordingSupportProblem({ ...capable, hasGetUserMedia: false })).toBe("Audio recording is not supported in this browser.");
    expect(recordingSupportProblem({ ...capable, hasMediaRecorder: false })).toBe("Audio recording is not supported in this browser.");
  });
});

describe("describeMicrophoneError", () => {
  const domError = (name: string) => new DOMException("from the browser", name);

  it.each(["NotAllowedError", "SecurityError"])("%s means permission was refused", (name) => {
    expect(describeMicrophoneError(domError(name))).toEqual({
      message: "Microphone access denied. Please allow access to record audio.",
      permissionDenied: true,
    });
  });

  it("words a refusal as the page's spec does: the guest page's (spec 001) when asked", () => {
    expect(describeMicrophoneError(domError("NotAllowedError"), RECORDING_MESSAGES.deniedGuestbook)).toEqual({
      message: "Microphone access denied. Please allow microphone permissions and try again.",
      permissionDenied: true,
    });
    expect(describeMicrophoneError(domError("NotFoundError"), RECORDING_MESSAGES.deniedGuestbook).message).toBe(RECORDING_MESSAGES.noMicrophone);
  });

  it.each(["NotFoundError", "OverconstrainedError"])("%s means there is no usable microphone", (name) => {
    expect(describeMicrophoneError(domError(name))).toEqual({
      message: "No microphone found. Please connect a microphone and try again.",
      permissionDenied: false,
    });
  });

  it.each([domError("NotReadableError"), new TypeError("boom"), "a string"])("anything else (%s) is a generic microphone error", (error) => {
    expect(describeMicrophoneError(error)).toEqual({ message: RECORDING_MESSAGES.otherMicrophoneError, permissionDenied: false });
  });
});
