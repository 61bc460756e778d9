// The stock library's categories and which one suits each event type. Safe to import in client components.
// The union of both specs' lists (000: All, Wedding, Birthday, Anniversary, Graduation, Baby Shower,
// Holiday, Corporate, Other; 001 §9 adds Family and Celebration), so every event type has its own.

export const STOCK_CATEGORIES = [
  "All",
  "Wedding",
  "Birthday",
  "Anniversary",
  "Graduation",
  "Baby Shower",
  "Holiday",
  "Corporate",
  "Family",
  "Celebration",
  "Other",
] as const;
export type TStockCategory = (typeof STOCK_CATEGORIES)[number];
export type TPhotoCategory = Exclude<TStockCategory, "All">;

export const STOCK_PAGE_SIZE = 12;

const EVENT_TYPE_CATEGORIES: Record<string, TPhotoCategory> = {
  Wedding: "Wedding",
  Birthday: "Birthday",
  Anniversary: "Anniversary",
  Graduation: "Graduation",
  "Baby Shower": "Baby Shower",
  Holiday: "Holiday",
  // A memorial cover should be quiet: the family pictures are, the party ones are not.
  Memorial: "Family",
  "Corporate Event": "Corporate",
  "Team Event": "Corporate",
  Other: "Other",
};

/** The category whose photos suit an event type; one without its own (a yearbook, a custom type) gets Celebration. */
export function categoryForEventType(eventType: string): TPhotoCategory {
  return EVENT_TYPE_CATEGORIES[eventType] ?? "Celebration";
}
