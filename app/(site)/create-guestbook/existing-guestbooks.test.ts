import { blockingFreeGuestbook, freeGuestbookNotice, nextGuestbookName, parseGuestbookList } from "./existing-guestbooks";

describe("existing guestbooks", () => {
  it("blocks a second free guestbook while the first is active or awaiting payment", () => {
    expect(blockingFreeGuestbook([{ name: "A", tier: "free", status: "active" }])?.name).toBe("A");
    expect(blockingFreeGuestbook([{ name: "B", tier: "free", status: "pending_payment" }])?.name).toBe("B");
    expect(
      blockingFreeGuestbook([
        { name: "C", tier: "free", status: "inactive" },
        { name: "D", tier: "medium", status: "active" },
      ]),
    ).toBeNull();
  });

  it("words the notice as the spec does", () => {
    expect(freeGuestbookNotice("Our day")).toBe('You already have a free guestbook: "Our day"');
  });

  it("numbers the default name one above the highest in use", () => {
    expect(nextGuestbookName([])).toBe("My Audio Guestbook 1");
    expect(
      nextGuestbookName([
        { name: "My Audio Guestbook 3", tier: "free", status: "active" },
        { name: "Party", tier: "xl", status: "active" },
      ]),
    ).toBe("My Audio Guestbook 4");
  });

  it("keeps only well-formed entries of the list answer", () => {
    expect(parseGuestbookList({ guestbooks: [{ name: "A", tier: "free", status: "active", id: "x" }, { name: 1 }, null] })).toEqual([
      { name: "A", tier: "free", status: "active" },
    ]);
    expect(parseGuestbookList({ error: "Unauthorized" })).toEqual([]);
  });
});
