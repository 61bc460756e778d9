import { MIN_PLACE_HOLDING_MS } from "@/lib/guestbooks/place-rule";
import { approvedOnArrival, SHOWN_TO_FAMILY, shownToFamily } from "./family-visibility";

const shown = { listed: true, approved: true, requiresUpgrade: false, audio: { durationMs: 4000 } };

describe("what the family may see", () => {
  it("is a listed, approved take holding a place, as the where-clause says", () => {
    expect(shownToFamily(shown)).toBe(true);
    expect(SHOWN_TO_FAMILY).toEqual({ listed: true, approved: true, requiresUpgrade: false, audio: { durationMs: { gte: MIN_PLACE_HOLDING_MS } } });
  });

  it("leaves out a take waiting for approval, a hidden one, a locked one and one holding no place", () => {
    expect(shownToFamily({ ...shown, approved: false })).toBe(false);
    expect(shownToFamily({ ...shown, listed: false })).toBe(false);
    expect(shownToFamily({ ...shown, requiresUpgrade: true })).toBe(false);
    expect(shownToFamily({ ...shown, audio: { durationMs: MIN_PLACE_HOLDING_MS - 1 } })).toBe(false);
    expect(shownToFamily({ ...shown, audio: { durationMs: null } })).toBe(false);
  });

  it("approves a new take at once unless the guestbook asks for approval", () => {
    expect(approvedOnArrival({ moderation: "none" })).toBe(true);
    expect(approvedOnArrival({ moderation: "approve" })).toBe(false);
  });
});
