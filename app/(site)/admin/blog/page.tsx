// /admin/blog — the admins' list of blog posts, drafts included: write, edit, publish or unpublish, delete.
import type { Metadata } from "next";
import { listAllPosts } from "@/lib/blog/read-posts";
import { requireAdminPage } from "@/lib/blog/require-admin";
import { AdminPostList } from "./AdminPostList";

export const metadata: Metadata = { title: "Blog Posts - Echobook", robots: { index: false, follow: false } };

export default async function AdminBlogPage() {
  await requireAdminPage();
  return <AdminPostList initialPosts={await listAllPosts()} />;
}
