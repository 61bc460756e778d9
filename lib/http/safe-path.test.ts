import { localPath } from "./safe-path";

describe("localPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/dashboard?tab=settings#billing", "/dashboard?tab=settings#billing"],
    ["/create-guestbook?restore=true", "/create-guestbook?restore=true"],
    ["/a/../b", "/b"],
  ])("keeps the path %s", (value, expected) => {
    expect(localPath(value)).toBe(expected);
  });

  it.each([
    "/.//evil.com",
    "//evil.com",
    "/\\evil.com",
    "https://evil.com",
    "javascript:alert(1)",
    "/./\\evil.com",
    "///evil.com",
    "/\tevil",
    "dashboard",
    "",
    undefined,
    42,
  ])("refuses %j", (value) => {
    expect(localPath(value)).toBeNull();
  });

  it("accepts an absolute URL of the site only when told the site's origin", () => {
    expect(localPath("http://localhost:3400/x?y=1", "http://localhost:3400")).toBe("/x?y=1");
    expect(localPath("http://localhost:3400/x")).toBeNull();
    expect(localPath("http://localhost:3401/x", "http://localhost:3400")).toBeNull();
    expect(localPath("http://localhost:3400.evil.com/x", "http://localhost:3400")).toBeNull();
    expect(localPath("http://localhost:3400/.//evil.com", "http://localhost:3400")).toBeNull();
  });
});
