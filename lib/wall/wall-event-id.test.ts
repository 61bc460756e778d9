import { firstNameOf, isAfter, parseWallEventId, wallEventId } from "./wall-event-id";

describe("wall event ids", () => {
  const at = new Date("2026-12-03T11:00:00.123Z");

  it("carry the take's time and id, and read back", () => {
    const id = wallEventId({ shownAt: at, id: "rec_b" });
    expect(id).toBe(`${at.getTime()}_rec_b`);
    expect(parseWallEventId(id)).toEqual({ createdAt: at, id: "rec_b" });
  });

  it("refuse anything else, so a bad Last-Event-ID starts at the first message", () => {
    for (const bad of [null, undefined, "", "abc", "12_", "_x", "1_x y", `${"9".repeat(16)}_x`]) expect(parseWallEventId(bad)).toBeNull();
  });

  it("order by time, then by id within the same millisecond", () => {
    const a = wallEventId({ shownAt: at, id: "a" });
    const b = wallEventId({ shownAt: at, id: "b" });
    const later = wallEventId({ shownAt: new Date(at.getTime() + 1), id: "a" });
    expect(isAfter(b, a)).toBe(true);
    expect(isAfter(a, b)).toBe(false);
    expect(isAfter(a, a)).toBe(false);
    expect(isAfter(later, b)).toBe(true);
    expect(isAfter(a, null)).toBe(true);
  });
});

describe("a guest's name on the wall", () => {
  it("is the first name only, none for an anonymous guest", () => {
    expect(firstNameOf({ guestName: "  Grace Brewster Hopper ", anonymous: false })).toBe("Grace");
    expect(firstNameOf({ guestName: "山田 花子", anonymous: false })).toBe("山田");
    expect(firstNameOf({ guestName: "Anonymous", anonymous: true })).toBeNull();
  });
});
