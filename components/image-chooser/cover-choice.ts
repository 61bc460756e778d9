// What the image chooser hands back: an image (stock or uploaded) with its credit, or a solid colour.
// Kept apart from the modal so pages can use the type without loading the modal.
import type { TImageOption } from "@/lib/validation/images";

export type TCoverChoice =
  | { kind: "image"; url: string; photographer: string | null; unsplashUrl: string | null; downloadLocation?: string }
  | { kind: "color"; color: string };

export function coverChoiceFromImage(image: TImageOption): TCoverChoice {
  return {
    kind: "image",
    url: image.url,
    photographer: image.photographer,
    unsplashUrl: image.unsplashUrl,
    ...(image.downloadLocation ? { downloadLocation: image.downloadLocation } : {}),
  };
}
