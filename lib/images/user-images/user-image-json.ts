// How an uploaded image is shown to its owner's chooser: an image option with its own URL.
import type { UserImage } from "@/lib/generated/prisma/client";
import type { TUserImageJson } from "@/lib/validation/images";

export const userImageUrl = (id: string) => `/api/user-images/${id}`;

export function userImageJson(image: Pick<UserImage, "id" | "width" | "height" | "createdAt">): TUserImageJson {
  return {
    id: image.id,
    url: userImageUrl(image.id),
    alt: "Your uploaded image",
    category: "My uploads",
    photographer: null,
    photographerUrl: null,
    unsplashUrl: null,
    isSolidColor: false,
    color: null,
    width: image.width,
    height: image.height,
    createdAt: image.createdAt.toISOString(),
  };
}
