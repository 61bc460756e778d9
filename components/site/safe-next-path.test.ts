import { safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/dashboard?tab=settings", "/dashboard?tab=settings"],
    ["/#pricing", "/#pricing"],
    [["/record", "/other"], "/record"],
  ])("keeps the same-site path %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([undefined, "", "dashboard", "//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "/gate", "/gate?next=/x"])(
    "falls back to / for %j",
    (next) => {
      expect(safeNextPath(next)).toBe("/");
    },
  );
});
