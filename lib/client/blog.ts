// The browser's calls for the blog (docs/BLOG-API.md), over the one client (lib/client/api.ts): the
// public list's next pages, and the admins' posts (create, edit, publish, delete).
import type { z } from "zod";
import { ZPublicBlogPage, type TAdminBlogPost, type TPublicBlogPage, type ZBlogPostBody } from "@/lib/validation/blog";
import { apiFetch, apiJson } from "./api";

const ADMIN_API = "/api/admin/blog-posts";
const adminPostPath = (id: string) => `${ADMIN_API}/${encodeURIComponent(id)}`;

/** One page of published posts (`limit` a page), parsed with the server's shape. */
export async function getPublicPosts(page: number, limit: number): Promise<TPublicBlogPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  return ZPublicBlogPage.parse(await apiJson(`/api/blog-posts/public?${params}`));
}

/** Saves a post: a new one without `id`, else the changes to that post. */
export async function savePost(id: string | null, body: z.output<typeof ZBlogPostBody>): Promise<void> {
  await apiFetch(id ? adminPostPath(id) : ADMIN_API, { method: id ? "PUT" : "POST", json: body });
}

export async function setPostPublished(id: string, published: boolean): Promise<TAdminBlogPost> {
  return (await apiJson<{ post: TAdminBlogPost }>(adminPostPath(id), { method: "PUT", json: { published } })).post;
}

export async function deletePost(id: string): Promise<void> {
  await apiFetch(adminPostPath(id), { method: "DELETE" });
}
