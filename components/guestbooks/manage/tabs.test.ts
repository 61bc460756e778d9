import { resolveManageTab, tabHref } from "./tabs";

describe("manage page tabs", () => {
  it("opens the tab the URL names, else the details", () => {
    expect(resolveManageTab("recordings")).toBe("recordings");
    expect(resolveManageTab(["personalization", "details"])).toBe("personalization");
    expect(resolveManageTab("settings")).toBe("details");
    expect(resolveManageTab(undefined)).toBe("details");
  });

  it("keeps the tab in the URL, leaving the first tab's URL clean", () => {
    expect(tabHref("https://echobook.test/manage-guestbook/abc", "recordings")).toBe("/manage-guestbook/abc?tab=recordings");
    expect(tabHref("https://echobook.test/manage-guestbook/abc?tab=recordings&x=1#top", "details")).toBe("/manage-guestbook/abc?x=1#top");
  });
});
