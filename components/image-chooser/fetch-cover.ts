// Spec 001 §4: choosing to personalize "fetches one cover image for the event type": the first stock
// photo of the event's category, or null when none could be had (the page keeps its current cover).
import { categoryForEventType } from "@/lib/constants/stock-categories";
import { getStockPhotos, trackPhotoUse } from "@/lib/client/images";
import { coverChoiceFromImage, type TCoverChoice } from "./cover-choice";

export async function fetchCoverForEventType(eventType: string): Promise<TCoverChoice | null> {
  try {
    const { photos } = await getStockPhotos(categoryForEventType(eventType));
    const [first] = photos;
    if (!first) return null;
    // The photo becomes the cover straight away, which counts as a use.
    trackPhotoUse(first.downloadLocation);
    return coverChoiceFromImage(first);
  } catch {
    return null;
  }
}
