// The blog's calls (spec 002 sections 3 and 7, issue 14): the public list's query and answer, and the
// admin's post body. The editor's form validates with the same ZBlogPostBody.
import { z } from "zod";
import { BLOG_LIMITS, BLOG_MAX_PAGE, BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE } from "@/lib/constants/blog";
import { ZCoverImageUrl } from "./guestbooks";

export const ZBlogPostId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Post not found.");

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be ${min} or more.`)
    .max(max, `${label} must be at most ${max}.`);

export const ZBlogListQuery = z.object({
  page: wholeNumber("page", 1, BLOG_MAX_PAGE).default(1),
  limit: wholeNumber("limit", 1, BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
});
export type TBlogListQuery = z.infer<typeof ZBlogListQuery>;

/** One post as the public reads it: content already sanitized; excerpt null when the text needs no Read More. */
export const ZPublicBlogPost = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  imagePhotographer: z.string().nullable(),
  imageUnsplashUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type TPublicBlogPost = z.infer<typeof ZPublicBlogPost>;

export const ZPublicBlogPage = z.object({
  posts: z.array(ZPublicBlogPost),
  pagination: z.object({ page: z.number(), limit: z.number(), hasMore: z.boolean() }),
});
export type TPublicBlogPage = z.infer<typeof ZPublicBlogPage>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** What an admin sends to create or edit a post. `published` sets or clears publishedAt. */
export const ZBlogPostBody = z.object({
  title: z.string().trim().min(1, "Please enter a title.").max(BLOG_LIMITS.title, `Titles must be at most ${BLOG_LIMITS.title} characters.`),
  content: z.string().max(BLOG_LIMITS.content, `A post must be at most ${BLOG_LIMITS.content.toLocaleString("en-US")} characters.`),
  imageUrl: ZCoverImageUrl.optional().transform((value) => value ?? null),
  imageAlt: optionalText(BLOG_LIMITS.imageAlt, "Image description"),
  imagePhotographer: optionalText(BLOG_LIMITS.photographer, "Photographer"),
  imageUnsplashUrl: z
    .string()
    .max(2048)
    .regex(/^https:\/\/unsplash\.com\//, "Invalid photo link.")
    .nullish()
    .transform((value) => value ?? null),
  published: z.boolean(),
});
export type TBlogPostBody = z.input<typeof ZBlogPostBody>;

/** An edit may send only what changes: publishing from the list sends `{ published }` alone. */
export const ZBlogPostUpdate = ZBlogPostBody.partial();

/** A post as the admin's list and editor read it. */
export type TAdminBlogPost = {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  imageAlt: string | null;
  imagePhotographer: string | null;
  imageUnsplashUrl: string | null;
  publishedAt: string | null;
  updatedAt: string;
};
