import { EVENT_TYPES } from "@/lib/constants/guestbooks";
import { STOCK_CATEGORIES, categoryForEventType } from "@/lib/constants/stock-categories";
import { searchStockLibrary } from "./search-library";

describe("categoryForEventType", () => {
  it("is the union of both specs' lists, All first", () => {
    const spec000 = ["All", "Wedding", "Birthday", "Anniversary", "Graduation", "Baby Shower", "Holiday", "Corporate", "Other"];
    const spec001 = ["Family", "Celebration"];
    expect(STOCK_CATEGORIES[0]).toBe("All");
    expect([...STOCK_CATEGORIES].sort()).toEqual([...spec000, ...spec001].sort());
  });

  it("maps the event types with their own photos and sends the rest to Celebration", () => {
    const expected = {
      Wedding: "Wedding",
      Birthday: "Birthday",
      Graduation: "Graduation",
      Memorial: "Family",
      "Corporate Event": "Corporate",
      "Team Event": "Corporate",
      "Baby Shower": "Baby Shower",
      Holiday: "Holiday",
      Other: "Other",
      Yearbook: "Celebration",
      "Something custom": "Celebration",
    };
    for (const [eventType, category] of Object.entries(expected)) expect(categoryForEventType(eventType)).toBe(category);
  });

  it("always lands on a library category", () => {
    for (const eventType of EVENT_TYPES) expect(STOCK_CATEGORIES).toContain(categoryForEventType(eventType));
  });

  it("has bundled photos in every category, so a Corporate Event finds corporate covers", () => {
    for (const category of STOCK_CATEGORIES.filter((name) => name !== "All")) {
      const found = searchStockLibrary({ category, query: "", page: 1 });
      expect({ category, enough: found.photos.length >= 3 }).toEqual({ category, enough: true });
      for (const photo of found.photos) expect(photo.category).toBe(category);
    }
    expect(searchStockLibrary({ category: categoryForEventType("Corporate Event"), query: "", page: 1 }).photos.length).toBeGreaterThan(0);
  });
});
