// /admin/blog/{id} — an admin edits a post; an unknown id is the 404 page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { adminPostJson, getPost } from "@/lib/blog/read-posts";
import { forAdmin } from "@/lib/auth/require-admin";
import { ApiError } from "@/lib/http/errors";
import { PostEditor } from "../PostEditor";

export const metadata: Metadata = { title: "Edit Blog Post - Echobook", robots: { index: false, follow: false } };

export default async function EditBlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const post = await forAdmin(() => getPost(id)).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return <PostEditor key={post.id} post={adminPostJson(post)} />;
}
