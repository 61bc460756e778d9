// Reading posts: the public's newest-first pages of published posts (sanitized again as they are served,
// with their excerpt), and the admins' list and single post.
import "server-only";
import { db } from "@/lib/db/client";
import type { BlogPost } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { ZBlogPostId, type TAdminBlogPost, type TBlogListQuery, type TPublicBlogPage, type TPublicBlogPost } from "@/lib/validation/blog";
import { blogExcerpt, sanitizeBlogHtml } from "./sanitize";

export const BLOG_POST_NOT_FOUND = "Post not found.";

function publicPostJson(post: BlogPost & { publishedAt: Date }): TPublicBlogPost {
  const content = sanitizeBlogHtml(post.content);
  return {
    _id: post.id,
    title: post.title,
    content,
    excerpt: blogExcerpt(content),
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
    imagePhotographer: post.imagePhotographer,
    imageUnsplashUrl: post.imageUnsplashUrl,
    publishedAt: post.publishedAt.toISOString(),
  };
}

export async function listPublicPosts({ page, limit }: TBlogListQuery): Promise<TPublicBlogPage> {
  // One row past the page says whether there is a next one.
  const rows = await db.blogPost.findMany({
    where: { publishedAt: { not: null, lte: new Date() } },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * limit,
    take: limit + 1,
  });
  const posts = rows.slice(0, limit).map((row) => publicPostJson({ ...row, publishedAt: row.publishedAt! }));
  return { posts, pagination: { page, limit, hasMore: rows.length > limit } };
}

export function adminPostJson(post: BlogPost): TAdminBlogPost {
  return {
    id: post.id,
    title: post.title,
    content: sanitizeBlogHtml(post.content),
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
    imagePhotographer: post.imagePhotographer,
    imageUnsplashUrl: post.imageUnsplashUrl,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
  };
}

export async function listAllPosts(): Promise<TAdminBlogPost[]> {
  const rows = await db.blogPost.findMany({ orderBy: [{ updatedAt: "desc" }, { id: "desc" }] });
  return rows.map(adminPostJson);
}

export async function getPost(id: string): Promise<BlogPost> {
  const post = ZBlogPostId.safeParse(id).success ? await db.blogPost.findUnique({ where: { id } }) : null;
  if (!post) throw notFound(BLOG_POST_NOT_FOUND);
  return post;
}
