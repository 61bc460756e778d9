import { purchaseKind, viewLink } from "./purchase-kind";

describe("what a completed checkout bought", () => {
  it("a new guestbook (made from a draft) goes back to the wizard's share step", () => {
    const kind = purchaseKind({
      tempGuestbookKey: "draft1",
      guestbookId: "gb1",
      audioMessageId: null,
      tempAudioMessageKey: null,
      purpose: "guestbook_purchase",
    });
    expect(kind).toEqual({ kind: "newGuestbook", guestbookId: "gb1" });
    expect(viewLink(kind)).toEqual({ href: "/create-guestbook?guestbookId=gb1", label: "View Guestbook" });
  });

  it("an upgrade goes to the guestbook's recordings", () => {
    const kind = purchaseKind({ tempGuestbookKey: null, guestbookId: "gb/2" });
    expect(kind).toEqual({ kind: "upgrade", guestbookId: "gb/2" });
    expect(viewLink(kind)?.href).toBe("/manage-guestbook/gb%2F2?tab=recordings");
  });

  it("Forever Hosting of a card offers View My Audio Message on the card's public page", () => {
    const kind = purchaseKind({ audioMessageId: "m1", guestbookId: null, purpose: "forever_hosting_personal" });
    expect(viewLink(kind)).toEqual({ href: "/personal-message/m1", label: "View My Audio Message" });
  });

  it("Forever Hosting of a pro card goes to its /audio page", () => {
    expect(viewLink(purchaseKind({ audioMessageId: "p1", purpose: "forever_hosting_pro" }))?.href).toBe("/audio/p1");
  });

  it("a credit pack bought from the wizard goes back to it to make the kept card", () => {
    const kind = purchaseKind({ guestbookId: null, audioMessageId: null, purpose: "message_credits" });
    expect(viewLink(kind)).toEqual({ href: "/personal-message?from_payment=1", label: "View My Audio Message" });
  });

  it("a credit pack bought from a guestbook's recordings goes back to them", () => {
    const kind = purchaseKind({ purpose: "message_credits" }, "gb9");
    expect(viewLink(kind)).toEqual({ href: "/manage-guestbook/gb9?tab=recordings", label: "Back to Recordings" });
  });

  it("a business plan opens the dashboard's pro guestbooks", () => {
    const kind = purchaseKind({ tempGuestbookKey: null, guestbookId: null, audioMessageId: null, purpose: "business_subscription" });
    expect(kind).toEqual({ kind: "subscription" });
    expect(viewLink(kind)).toEqual({ href: "/dashboard?tab=subscription-guestbooks&from_creation=true", label: "Open Pro Audio Guestbooks" });
  });

  it("missing metadata has only the dashboard", () => {
    expect(viewLink(purchaseKind({ guestbookId: null }))).toBeNull();
    expect(viewLink(purchaseKind(undefined))).toBeNull();
  });
});
