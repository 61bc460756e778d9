import { mp3KeyFor } from "./make-mp3";

describe("mp3KeyFor", () => {
  it("puts the MP3 beside its original, under the same owner, as exports/<id>.mp3", () => {
    expect(mp3KeyFor("guestbooks/gb1/audio/rec1.webm")).toBe("guestbooks/gb1/exports/rec1.mp3");
    expect(mp3KeyFor("messages/anonymous/audio/Abc123.m4a")).toBe("messages/anonymous/exports/Abc123.mp3");
  });

  it("refuses a key that is not an audio original's", () => {
    expect(() => mp3KeyFor("guestbooks/gb1/images/rec1.jpg")).toThrow(/Not an audio original/);
    expect(() => mp3KeyFor("rec1.webm")).toThrow(/Not an audio original/);
  });
});
