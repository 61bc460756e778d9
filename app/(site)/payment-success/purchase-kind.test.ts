import { purchaseKind, viewLink } from "./purchase-kind";

describe("what a completed checkout bought", () => {
  it("a new guestbook (made from a draft) goes back to the wizard's share step", () => {
    const kind = purchaseKind({ tempGuestbookKey: "draft1", guestbookId: "gb1", audioMessageId: null, tempAudioMessageKey: null });
    expect(kind).toEqual({ kind: "newGuestbook", guestbookId: "gb1" });
    expect(viewLink(kind)).toEqual({ href: "/create-guestbook?guestbookId=gb1", label: "View Guestbook" });
  });

  it("an upgrade goes to the guestbook's recordings", () => {
    const kind = purchaseKind({ tempGuestbookKey: null, guestbookId: "gb/2" });
    expect(kind).toEqual({ kind: "upgrade", guestbookId: "gb/2" });
    expect(viewLink(kind)?.href).toBe("/manage-guestbook/gb%2F2?tab=recordings");
  });

  it("an audio message purchase offers View My Audio Message", () => {
    const kind = purchaseKind({ audioMessageId: "m1", guestbookId: null });
    expect(viewLink(kind)).toEqual({ href: "/message/m1", label: "View My Audio Message" });
  });

  it("anything else (a credit pack, missing metadata) has only the dashboard", () => {
    expect(viewLink(purchaseKind({ guestbookId: null }))).toBeNull();
    expect(viewLink(purchaseKind(undefined))).toBeNull();
  });
});
