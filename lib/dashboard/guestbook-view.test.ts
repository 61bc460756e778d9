import { displayStatus, eventTypeLabel, filterCounts, matchesSearch, parseDate, visibleGuestbooks, DEFAULT_VIEW, type TGuestbookView } from "./guestbook-view";
import { testGuestbook } from "@/tests/helpers/test-guestbook";

const wedding = testGuestbook({
  id: "gbWedding01",
  name: "Ava & Sam Wedding",
  eventDate: "2027-06-12",
  createdAt: "2026-03-01T09:00:00Z",
  currentStatus: "upcoming",
});
const party = testGuestbook({ id: "gbParty0002", name: "Office Party", eventDate: "2025-12-20", createdAt: "2026-01-15T09:00:00Z", currentStatus: "past" });
const today = testGuestbook({ id: "gbToday0003", name: "Graduation Day", eventDate: "2026-05-02", createdAt: "2026-04-30T09:00:00Z", currentStatus: "active" });
const broken = testGuestbook({ id: "gbBroken004", name: "Broken date", eventDate: "not-a-date", createdAt: "2026-02-01T09:00:00Z", currentStatus: "mystery" });
const all = [wedding, party, today, broken];
const names = (list: { name: string }[]) => list.map((guestbook) => guestbook.name);

describe("visibleGuestbooks sorting", () => {
  // The default is the newest created first; an unreadable event date is last both ways.
  it.each<[TGuestbookView["sort"], string[]]>([
    [DEFAULT_VIEW.sort, ["Graduation Day", "Ava & Sam Wedding", "Broken date", "Office Party"]],
    ["createdAt-asc", ["Office Party", "Broken date", "Ava & Sam Wedding", "Graduation Day"]],
    ["eventDate-asc", ["Office Party", "Graduation Day", "Ava & Sam Wedding", "Broken date"]],
    ["eventDate-desc", ["Ava & Sam Wedding", "Graduation Day", "Office Party", "Broken date"]],
  ])("sorts by %s", (sort, expected) => {
    expect(names(visibleGuestbooks(all, { ...DEFAULT_VIEW, sort }))).toEqual(expected);
  });

  it("breaks ties on the event date by the newest created", () => {
    const a = testGuestbook({ id: "a", eventDate: "2027-01-01", createdAt: "2026-01-01T00:00:00Z" });
    const b = testGuestbook({ id: "b", eventDate: "2027-01-01", createdAt: "2026-02-01T00:00:00Z" });
    expect(visibleGuestbooks([a, b], { ...DEFAULT_VIEW, sort: "eventDate-asc" }).map((g) => g.id)).toEqual(["b", "a"]);
  });

  it("does not reorder the list it was given", () => {
    const input = [party, wedding];
    visibleGuestbooks(input, { ...DEFAULT_VIEW, sort: "eventDate-desc" });
    expect(input).toEqual([party, wedding]);
  });
});

describe("filters and search", () => {
  it("filters by the current status; an unknown status counts as draft and shows only under All", () => {
    expect(names(visibleGuestbooks(all, { ...DEFAULT_VIEW, filter: "active" }))).toEqual(["Graduation Day"]);
    expect(names(visibleGuestbooks(all, { ...DEFAULT_VIEW, filter: "upcoming" }))).toEqual(["Ava & Sam Wedding"]);
    expect(names(visibleGuestbooks(all, { ...DEFAULT_VIEW, filter: "past" }))).toEqual(["Office Party"]);
    expect(visibleGuestbooks(all, { ...DEFAULT_VIEW, filter: "all" })).toHaveLength(4);
  });

  it("searches names case-insensitively and ids, ignoring surrounding spaces", () => {
    expect(matchesSearch(wedding, "  sam WED ")).toBe(true);
    expect(matchesSearch(wedding, "gbwedding")).toBe(true);
    expect(matchesSearch(wedding, "party")).toBe(false);
    expect(names(visibleGuestbooks(all, { ...DEFAULT_VIEW, search: "gbParty0002" }))).toEqual(["Office Party"]);
  });

  it("combines search and filter", () => {
    expect(visibleGuestbooks(all, { ...DEFAULT_VIEW, search: "party", filter: "active" })).toEqual([]);
  });

  it("counts each filter among the guestbooks the search matches", () => {
    expect(filterCounts(all, "")).toEqual({ all: 4, active: 1, upcoming: 1, past: 1 });
    expect(filterCounts(all, "a")).toEqual({ all: 4, active: 1, upcoming: 1, past: 1 });
    expect(filterCounts(all, "wedding")).toEqual({ all: 1, active: 0, upcoming: 1, past: 0 });
  });
});

describe("card texts", () => {
  it("shows an unknown status as draft", () => {
    expect(displayStatus("active")).toBe("active");
    expect(displayStatus("pending_payment")).toBe("pending_payment");
    expect(displayStatus("archived")).toBe("draft");
  });

  it("reads a calendar day or an instant, and no day that does not exist", () => {
    expect(parseDate("2026-02-31")).toBeNull();
    expect(parseDate("2026-02-28")).toBe(Date.UTC(2026, 1, 28));
  });

  it("names a custom event type", () => {
    expect(eventTypeLabel({ eventType: "Other", eventTypeCustom: "Retirement" })).toBe("Retirement");
    expect(eventTypeLabel({ eventType: "Wedding", eventTypeCustom: null })).toBe("Wedding");
  });
});
