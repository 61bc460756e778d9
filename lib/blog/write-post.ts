// An admin creates, edits, publishes or unpublishes, and deletes posts. Content is sanitized before it is
// stored; a post must still say something once it is.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { BlogPost } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { ZBlogPostBody, ZBlogPostUpdate } from "@/lib/validation/blog";
import { getPost } from "./read-posts";
import { blogPlainText, sanitizeBlogHtml } from "./sanitize";

const EMPTY_CONTENT = "Please write the post.";

function storedContent(content: string): string {
  const clean = sanitizeBlogHtml(content);
  if (!blogPlainText(clean)) throw new ApiError("INVALID_INPUT", EMPTY_CONTENT, { fields: { content: EMPTY_CONTENT } });
  return clean;
}

/** publishedAt follows `published`: kept when a published post stays published, so edits do not reorder the blog. */
function publishedAt(published: boolean | undefined, current: Date | null): Date | null | undefined {
  if (published === undefined) return undefined;
  return published ? (current ?? new Date()) : null;
}

export async function createPost(opts: { authorId: string; body: z.output<typeof ZBlogPostBody> }): Promise<BlogPost> {
  const { published, content, ...fields } = opts.body;
  return db.blogPost.create({
    data: { ...fields, content: storedContent(content), publishedAt: publishedAt(published, null), authorId: opts.authorId },
  });
}

export async function updatePost(opts: { id: string; changes: z.output<typeof ZBlogPostUpdate> }): Promise<BlogPost> {
  const post = await getPost(opts.id);
  const { published, content, ...fields } = opts.changes;
  return db.blogPost.update({
    where: { id: post.id },
    data: {
      ...fields,
      ...(content === undefined ? {} : { content: storedContent(content) }),
      publishedAt: publishedAt(published, post.publishedAt),
    },
  });
}

export async function deletePost(id: string): Promise<void> {
  const post = await getPost(id);
  await db.blogPost.delete({ where: { id: post.id } });
}
