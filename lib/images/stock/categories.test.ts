import { EVENT_TYPES } from "@/lib/guestbooks/defaults";
import { STOCK_CATEGORIES, categoryForEventType } from "./categories";

describe("categoryForEventType", () => {
  it("maps the event types with their own photos and sends the rest to Celebration", () => {
    expect(categoryForEventType("Wedding")).toBe("Wedding");
    expect(categoryForEventType("Birthday")).toBe("Birthday");
    expect(categoryForEventType("Graduation")).toBe("Graduation");
    expect(categoryForEventType("Memorial")).toBe("Family");
    expect(categoryForEventType("Corporate Event")).toBe("Celebration");
    expect(categoryForEventType("Something custom")).toBe("Celebration");
  });

  it("always lands on a library category", () => {
    for (const eventType of EVENT_TYPES) expect(STOCK_CATEGORIES).toContain(categoryForEventType(eventType));
  });
});
