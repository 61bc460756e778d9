// Cover images (spec 001 "Image option"): the stock photo search query, the Unsplash use-tracking body,
// user image ids, and the image options the chooser receives.
import { z } from "zod";
import { STOCK_CATEGORIES } from "@/lib/constants/stock-categories";

export const UNSPLASH_API_ORIGIN = "https://api.unsplash.com";

/** One choice in the image chooser: a stock photo or an uploaded image (solid colours never come from the server). */
export const ZImageOption = z.object({
  id: z.string(),
  url: z.string(),
  /** A small copy for the chooser's grid, where there is one. */
  thumbUrl: z.string().optional(),
  alt: z.string(),
  category: z.string(),
  photographer: z.string().nullable(),
  photographerUrl: z.string().nullable(),
  unsplashUrl: z.string().nullable(),
  isSolidColor: z.literal(false),
  color: z.null(),
  /** Unsplash photos only: the URL to report a use to, through POST /api/stock-photos/track. */
  downloadLocation: z.string().optional(),
});
export type TImageOption = z.infer<typeof ZImageOption>;

export const ZStockPhotoPage = z.object({ photos: z.array(ZImageOption), hasMore: z.boolean() });
export type TStockPhotoPage = z.infer<typeof ZStockPhotoPage>;

const MAX_STOCK_PAGE = 100;
export const STOCK_SEARCH_MAX = 100;

export const ZStockPhotoQuery = z.object({
  category: z.enum(STOCK_CATEGORIES, { message: "Unknown photo category." }).default("All"),
  query: z.string().trim().max(STOCK_SEARCH_MAX, `Search text must be at most ${STOCK_SEARCH_MAX} characters.`).default(""),
  page: z.coerce
    .number({ message: "Page must be a number." })
    .int("Page must be a whole number.")
    .min(1, "Page must be 1 or more.")
    .max(MAX_STOCK_PAGE, `Page must be at most ${MAX_STOCK_PAGE}.`)
    .default(1),
});
export type TStockPhotoQuery = z.infer<typeof ZStockPhotoQuery>;

export const ZTrackDownloadBody = z.object({
  downloadLocation: z
    .url("downloadLocation must be a URL.")
    .refine((value) => value.startsWith(`${UNSPLASH_API_ORIGIN}/`), "downloadLocation must be an Unsplash API URL."),
});

/** Ids of uploaded images are public ids (lib/ids.ts). */
export const ZUserImageId = z.string().regex(/^[A-Za-z0-9]{1,64}$/, "Invalid image id.");

export const ZUserImageJson = ZImageOption.extend({ width: z.number(), height: z.number(), createdAt: z.string() });
export type TUserImageJson = z.infer<typeof ZUserImageJson>;
