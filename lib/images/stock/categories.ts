// The stock library's categories (spec 001 §9) and which one suits each event type. Safe to import in
// client components.

export const STOCK_CATEGORIES = ["All", "Wedding", "Birthday", "Anniversary", "Graduation", "Family", "Celebration"] as const;
export type TStockCategory = (typeof STOCK_CATEGORIES)[number];
export type TPhotoCategory = Exclude<TStockCategory, "All">;

export const STOCK_PAGE_SIZE = 12;

const EVENT_TYPE_CATEGORIES: Record<string, TPhotoCategory> = {
  Wedding: "Wedding",
  Birthday: "Birthday",
  Graduation: "Graduation",
  // A memorial cover should be quiet: the family pictures are, the party ones are not.
  Memorial: "Family",
};

/** The category whose photos suit an event type: the library has no photos of yearbooks or offices. */
export function categoryForEventType(eventType: string): TPhotoCategory {
  return EVENT_TYPE_CATEGORIES[eventType] ?? "Celebration";
}
