import { isRightToLeftLine, mirroredReverse, visualRuns } from "./bidi";

describe("visualRuns", () => {
  it("orders a mixed Arabic, Latin and digits line as it is seen, rightmost run last", () => {
    // "A message from John Smith on 12 May 2026", with Arabic-Indic and European digits.
    const runs = visualRuns("رسالة من John Smith في ١٢ مايو 2026");
    expect(runs).toEqual([
      { text: "2026", rtl: false },
      { text: " مايو ", rtl: true },
      { text: "١٢", rtl: false },
      { text: " في ", rtl: true },
      { text: "John Smith", rtl: false },
      { text: "رسالة من ", rtl: true },
    ]);
  });

  it("keeps a left-to-right line with an Arabic phrase in its place, the number after it read first", () => {
    expect(visualRuns("Hello عالم (كبير) 12")).toEqual([
      { text: "Hello ", rtl: false },
      { text: "12", rtl: false },
      { text: "عالم (كبير) ", rtl: true },
    ]);
  });

  it("leaves a Latin line whole, and follows a given direction", () => {
    expect(visualRuns("Tap to leave a voice message")).toEqual([{ text: "Tap to leave a voice message", rtl: false }]);
    expect(visualRuns("")).toEqual([]);
    expect(visualRuns("12 ab", "rtl")).toEqual([
      { text: "ab", rtl: false },
      { text: " ", rtl: true },
      { text: "12", rtl: false },
    ]);
  });
});

describe("isRightToLeftLine and mirroredReverse", () => {
  it("reads the direction from the first strong character", () => {
    expect(isRightToLeftLine("٢٩ نوفمبر ٢٠٢٦")).toBe(true);
    expect(isRightToLeftLine("John في")).toBe(false);
  });

  it("reverses a run and mirrors its brackets", () => {
    expect(mirroredReverse("(a]")).toBe("[a)");
  });
});
