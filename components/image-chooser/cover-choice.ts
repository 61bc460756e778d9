// What the image chooser hands back: an image (stock or uploaded) with its credit, or a solid colour.
// Kept apart from the modal so pages can use the type without loading the modal.
import type { TImageOption } from "@/lib/validation/images";

export type TCoverChoice =
  { kind: "image"; url: string; photographer: string | null; unsplashUrl: string | null; downloadLocation?: string } | { kind: "color"; color: string };

export function coverChoiceFromImage(image: TImageOption): TCoverChoice {
  return {
    kind: "image",
    url: image.url,
    photographer: image.photographer,
    unsplashUrl: image.unsplashUrl,
    ...(image.downloadLocation ? { downloadLocation: image.downloadLocation } : {}),
  };
}

/** The four fields that together say what the cover is; all null is the default cover. */
export type TCover = { themeColor: string | null; coverImageUrl: string | null; coverImagePhotographer: string | null; coverImageUnsplashUrl: string | null };

export const DEFAULT_COVER: TCover = { themeColor: null, coverImageUrl: null, coverImagePhotographer: null, coverImageUnsplashUrl: null };

/** A picked photo replaces any solid colour; a picked colour replaces the photo and its credit. */
export function coverFromChoice(choice: TCoverChoice): TCover {
  if (choice.kind === "color") return { ...DEFAULT_COVER, themeColor: choice.color };
  return {
    themeColor: null,
    coverImageUrl: choice.url,
    coverImagePhotographer: choice.photographer ?? null,
    coverImageUnsplashUrl: choice.unsplashUrl ?? null,
  };
}
