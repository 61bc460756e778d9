import { AUDIO_UPLOAD_MAX_BYTES } from "@/lib/audio/limits";
import { voiceMemoProblem } from "./voice-memo";

describe("voiceMemoProblem", () => {
  it("refuses with the server's texts what the server would refuse", () => {
    expect(voiceMemoProblem({ sizeBytes: AUDIO_UPLOAD_MAX_BYTES + 1, durationMs: 1000 }, 60)).toBe(
      "This recording is too large to upload (the limit is 20 MB).",
    );
    expect(voiceMemoProblem({ sizeBytes: 1000, durationMs: 62_000 }, 60)).toBe(
      "This recording is longer than the 1 minute limit. Please record a shorter message.",
    );
    expect(voiceMemoProblem({ sizeBytes: 1000, durationMs: 900 }, 60)).toBe(
      "That message was too short to keep. Please record again and speak for at least a second.",
    );
  });

  it("lets through a memo within the limits, or one whose length the browser cannot read", () => {
    expect(voiceMemoProblem({ sizeBytes: 1000, durationMs: 61_000 }, 60)).toBeNull();
    expect(voiceMemoProblem({ sizeBytes: 1000, durationMs: 1000 }, 60)).toBeNull();
    expect(voiceMemoProblem({ sizeBytes: 1000, durationMs: null }, 60)).toBeNull();
  });
});
