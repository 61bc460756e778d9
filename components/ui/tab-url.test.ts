import { tabHref } from "./tab-url";

describe("tabHref", () => {
  it("keeps the tab in the URL, leaving the first tab's URL clean", () => {
    expect(tabHref("https://echobook.test/manage-guestbook/abc", "recordings", "details")).toBe("/manage-guestbook/abc?tab=recordings");
    expect(tabHref("https://echobook.test/manage-guestbook/abc?tab=recordings&x=1#top", "details", "details")).toBe("/manage-guestbook/abc?x=1#top");
    expect(tabHref("https://echobook.test/manage-audio-message/c1?tab=settings", "settings", "details")).toBe("/manage-audio-message/c1?tab=settings");
  });
});
