import { EVENT_TYPES } from "@/lib/guestbooks/defaults";
import { STOCK_CATEGORIES, categoryForEventType } from "./categories";

describe("categoryForEventType", () => {
  it("maps the event types with their own photos and sends the rest to Celebration", () => {
    const expected = { Wedding: "Wedding", Birthday: "Birthday", Graduation: "Graduation", Memorial: "Family", "Corporate Event": "Celebration", "Something custom": "Celebration" };
    for (const [eventType, category] of Object.entries(expected)) expect(categoryForEventType(eventType)).toBe(category);
  });

  it("always lands on a library category", () => {
    for (const eventType of EVENT_TYPES) expect(STOCK_CATEGORIES).toContain(categoryForEventType(eventType));
  });
});
