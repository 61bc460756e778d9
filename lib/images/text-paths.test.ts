import { getInterFont } from "./fonts";
import { fitText, layoutText } from "./text-paths";

const font = getInterFont(700);
const LONG = "Happy thirtieth birthday to the best sister in the whole wide world, from all of us at the Thursday club, with love";

describe("layoutText", () => {
  it("draws a short text on one line inside the box", () => {
    const layout = layoutText({ text: "  Hello   world ", font, fontSize: 40, maxWidth: 600, maxLines: 3 });
    expect(layout.lines).toEqual(["Hello world"]);
    expect(layout.d).toMatch(/^M[\d.-]+ [\d.-]+/);
    expect(layout.width).toBeGreaterThan(100);
    expect(layout.width).toBeLessThanOrEqual(600);
    expect(layout.height).toBeCloseTo(40 * 1.2);
    expect(layout.truncated).toBe(false);
  });

  it("wraps on word boundaries without losing words when lines allow", () => {
    const layout = layoutText({ text: LONG, font, fontSize: 40, maxWidth: 500, maxLines: 10, lineHeight: 1.1 });
    expect(layout.lines.length).toBeGreaterThan(2);
    expect(layout.lines.join(" ")).toBe(LONG);
    expect(layout.width).toBeLessThanOrEqual(500);
    expect(layout.height).toBeCloseTo(layout.lines.length * 40 * 1.1);
  });

  it("stops at maxLines and ends the last line with an ellipsis", () => {
    const layout = layoutText({ text: LONG, font, fontSize: 40, maxWidth: 500, maxLines: 2 });
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines[1]).toMatch(/[^\s,.]…$/);
    expect(layout.truncated).toBe(true);
    expect(layout.width).toBeLessThanOrEqual(500);
  });

  it("cuts a word wider than the box", () => {
    const word = "x".repeat(60);
    const layout = layoutText({ text: word, font, fontSize: 40, maxWidth: 300, maxLines: 10 });
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join("")).toBe(word);
    expect(layout.width).toBeLessThanOrEqual(300);
  });

  it("truncates an endless word at maxLines", () => {
    const layout = layoutText({ text: "ha".repeat(20_000), font, fontSize: 40, maxWidth: 300, maxLines: 2 });
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines[1]).toMatch(/^[ha]+…$/);
    expect(layout.width).toBeLessThanOrEqual(300);
  });

  it("shows letters missing from the font as '?' and drops emoji instead of throwing", () => {
    const layout = layoutText({ text: "Hi 🎉 小明 👍🏽 Zoë", font, fontSize: 40, maxWidth: 800, maxLines: 1 });
    expect(layout.lines).toEqual(["Hi ?? Zoë"]);
    expect(layoutText({ text: "🎉👨‍👩‍👧", font, fontSize: 40, maxWidth: 800, maxLines: 1 })).toMatchObject({ d: "", lines: [], height: 0 });
  });

  it("outlines different texts differently", () => {
    const anna = layoutText({ text: "From Anna", font, fontSize: 40, maxWidth: 600, maxLines: 1 });
    const ella = layoutText({ text: "From Ella", font, fontSize: 40, maxWidth: 600, maxLines: 1 });
    expect(anna.d).not.toBe(ella.d);
  });
});

describe("layoutText with Arabic", () => {
  it("shapes Arabic words instead of showing '?', and orders each line by the bidi algorithm", () => {
    const arabic = layoutText({ text: "مرحبا John", font, fontSize: 40, maxWidth: 800, maxLines: 1 });
    expect(arabic.lines).toEqual(["مرحبا John"]);
    expect(arabic.d).not.toBe("");
    // Right to left, the Latin name stands to the left of the Arabic word: as seen, the same as the
    // left-to-right line that types the name first.
    const latinFirst = layoutText({ text: "John مرحبا", font, fontSize: 40, maxWidth: 800, maxLines: 1 });
    expect(arabic.d).toBe(latinFirst.d);
    expect(layoutText({ text: "مرحبا", font, fontSize: 40, maxWidth: 800, maxLines: 1 }).d).not.toBe(
      layoutText({ text: "?????", font, fontSize: 40, maxWidth: 800, maxLines: 1 }).d,
    );
  });

  it("wraps an Arabic sentence between words, its first words on the first line", () => {
    const layout = layoutText({ text: "امسح الرمز لتترك لنا رسالة صوتية", font, fontSize: 40, maxWidth: 260, maxLines: 4 });
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join(" ")).toBe("امسح الرمز لتترك لنا رسالة صوتية");
    expect(layout.lines[0].startsWith("امسح")).toBe(true);
  });
});

describe("fitText", () => {
  const box = { font, maxWidth: 600, maxLines: 2, fontSizes: [72, 56, 40] as const };

  it("keeps the largest size when the text fits", () => {
    expect(fitText({ ...box, text: "Short" }).fontSize).toBe(72);
  });

  it("shrinks until the text fits without an ellipsis", () => {
    const layout = fitText({ ...box, text: "A Special Message From Anna and Ben" });
    expect(layout.fontSize).toBeLessThan(72);
    expect(layout.truncated).toBe(false);
  });

  it("truncates at the smallest size when nothing fits", () => {
    const layout = fitText({ ...box, text: LONG });
    expect(layout.fontSize).toBe(40);
    expect(layout.truncated).toBe(true);
    expect(layout.lines).toHaveLength(2);
  });
});
