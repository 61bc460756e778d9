// What the guest page's own client code needs of the guestbook's defaults, apart from them
// (defaults.ts, with the database's enums and the owner's texts), so the guest's phone loads only this.

/** What a guest who stays anonymous is saved as. */
export const ANONYMOUS_GUEST_NAME = "Anonymous";

/** The steps a guest goes through, as the guests' page and the wizard's preview of it number them. */
export const GUEST_STEPS = ["Record", "Listen", "Save"] as const;
