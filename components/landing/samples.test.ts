import { existsSync } from "node:fs";
import path from "node:path";
import { SAMPLE_CLIPS } from "./samples";

describe("SAMPLE_CLIPS", () => {
  it.each(SAMPLE_CLIPS.map((clip) => [clip.url]))("%s is a file in public/", (url) => {
    expect(existsSync(path.join(process.cwd(), "public", url))).toBe(true);
  });
});
