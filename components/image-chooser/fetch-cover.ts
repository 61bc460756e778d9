// Spec 001 §4: choosing to personalize "fetches one cover image for the event type": the first stock
// photo of the event's category, or null when none could be had (the page keeps its current cover).
import { categoryForEventType } from "@/lib/images/stock/categories";
import { ZStockPhotoPage } from "@/lib/validation/images";
import { coverChoiceFromImage, type TCoverChoice } from "./cover-choice";
import { trackPhotoUse } from "./track-photo-use";
import { apiJson } from "@/lib/client/api";

export async function fetchCoverForEventType(eventType: string): Promise<TCoverChoice | null> {
  const params = new URLSearchParams({ category: categoryForEventType(eventType), page: "1" });
  try {
    const { photos } = ZStockPhotoPage.parse(await apiJson(`/api/stock-photos?${params}`));
    const [first] = photos;
    if (!first) return null;
    // The photo becomes the cover straight away, which counts as a use.
    trackPhotoUse(first.downloadLocation);
    return coverChoiceFromImage(first);
  } catch {
    return null;
  }
}
