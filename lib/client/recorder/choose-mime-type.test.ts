import { chooseRecordingMimeType, extensionForMimeType } from "./choose-mime-type";

const supports =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe("chooseRecordingMimeType", () => {
  it("prefers WebM with Opus (Chrome, Firefox, Android)", () => {
    expect(chooseRecordingMimeType(supports("audio/ogg;codecs=opus", "audio/webm", "audio/webm;codecs=opus"))).toBe("audio/webm;codecs=opus");
  });

  it("falls back to plain WebM", () => {
    expect(chooseRecordingMimeType(supports("audio/webm", "audio/mp4"))).toBe("audio/webm");
  });

  it("picks MP4/AAC on Safari, which records no WebM", () => {
    expect(chooseRecordingMimeType(supports("audio/mp4", "audio/mp4;codecs=mp4a.40.2"))).toBe("audio/mp4;codecs=mp4a.40.2");
    expect(chooseRecordingMimeType(supports("audio/mp4"))).toBe("audio/mp4");
  });

  it("uses Ogg/Opus only when nothing better is available", () => {
    expect(chooseRecordingMimeType(supports("audio/ogg;codecs=opus"))).toBe("audio/ogg;codecs=opus");
  });

  it("answers null when the browser supports none of them", () => {
    expect(chooseRecordingMimeType(() => false)).toBeNull();
  });
});

describe("extensionForMimeType", () => {
  it.each([
    ["audio/webm;codecs=opus", "webm"],
    ["audio/webm", "webm"],
    ["audio/mp4;codecs=mp4a.40.2", "m4a"],
    ["audio/mp4", "m4a"],
    ["AUDIO/MP4; codecs=mp4a.40.2", "m4a"],
    ["audio/ogg;codecs=opus", "ogg"],
    ["", "webm"],
  ])("%s is saved as .%s", (mimeType, extension) => {
    expect(extensionForMimeType(mimeType)).toBe(extension);
  });
});
