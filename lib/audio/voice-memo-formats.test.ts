// Phones' voice-memo formats (issue 37), beside the browsers' recorders' (probe.test.ts): recognised by
// their content, measured, and stored under a type that sends browsers which cannot play them to the MP3.
import { makeTone } from "@/tests/helpers/audio";
import { storageKey } from "@/lib/storage";
import { audioExtension, probeAudio } from "./probe";

describe("probeAudio with voice memos", () => {
  it.each([
    ["3gp", "audio/3gpp", "amr_nb"],
    ["amr", "audio/amr", "amr_nb"],
    ["aac", "audio/aac", "aac"],
    ["m4a", "audio/mp4", "aac"],
  ] as const)("recognises %s by its content and measures it within 0.2 s", async (format, contentType, codec) => {
    const probe = await probeAudio(await makeTone(5.5, format));
    expect([probe.contentType, probe.codec]).toEqual([contentType, codec]);
    expect(Math.abs(probe.durationMs - 5500)).toBeLessThanOrEqual(200);
    expect(audioExtension(contentType)).toBe(probe.container);
    expect(storageKey({ scope: "guestbooks", ownerId: "gb1", kind: "audio", id: "r1", ext: probe.container })).toBe(
      `guestbooks/gb1/audio/r1.${probe.container}`,
    );
  });
});
