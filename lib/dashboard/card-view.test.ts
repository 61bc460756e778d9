import { cardFilterCounts, visibleCards, type TDashboardCard } from "./card-view";

const cards: TDashboardCard[] = [
  { id: "aaa111", name: "Grandma", title: "Happy 90th", isActive: true, createdAt: "2026-01-02T00:00:00.000Z" },
  { id: "bbb222", name: "Wedding toast", title: "For Mia", isActive: false, createdAt: "2026-03-01T00:00:00.000Z" },
  { id: "ccc333", name: "Office party", title: "-Be Heard. Be Remembered.", isActive: true, createdAt: "2026-02-01T00:00:00.000Z" },
];
const ids = (list: TDashboardCard[]) => list.map((card) => card.id);

describe("the Audio Cards tab's list", () => {
  it("sorts by creation date, newest first by default or oldest first", () => {
    expect(ids(visibleCards(cards, { sort: "createdAt-desc", filter: "all", search: "" }))).toEqual(["bbb222", "ccc333", "aaa111"]);
    expect(ids(visibleCards(cards, { sort: "createdAt-asc", filter: "all", search: "" }))).toEqual(["aaa111", "ccc333", "bbb222"]);
  });

  it("filters active and inactive", () => {
    expect(ids(visibleCards(cards, { sort: "createdAt-asc", filter: "active", search: "" }))).toEqual(["aaa111", "ccc333"]);
    expect(ids(visibleCards(cards, { sort: "createdAt-asc", filter: "inactive", search: "" }))).toEqual(["bbb222"]);
  });

  it("searches name, id and title, ignoring case", () => {
    const search = (text: string) => ids(visibleCards(cards, { sort: "createdAt-asc", filter: "all", search: text }));
    expect(search("grandMA")).toEqual(["aaa111"]);
    expect(search("BBB2")).toEqual(["bbb222"]);
    expect(search("for mia")).toEqual(["bbb222"]);
    expect(search("  ")).toEqual(["aaa111", "ccc333", "bbb222"]);
  });

  it("counts each filter within the search", () => {
    expect(cardFilterCounts(cards, "")).toEqual({ all: 3, active: 2, inactive: 1 });
    expect(cardFilterCounts(cards, "party")).toEqual({ all: 1, active: 1, inactive: 0 });
  });
});
