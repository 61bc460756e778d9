import { resolveManageTab } from "./tabs";

describe("manage page tabs", () => {
  it("opens the tab the URL names, else the details", () => {
    expect(resolveManageTab("recordings")).toBe("recordings");
    expect(resolveManageTab(["personalization", "details"])).toBe("personalization");
    expect(resolveManageTab("settings")).toBe("details");
    expect(resolveManageTab(undefined)).toBe("details");
  });
});
