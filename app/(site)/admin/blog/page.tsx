// /admin/blog — the admins' list of blog posts, drafts included: write, edit, publish or unpublish, delete.
import type { Metadata } from "next";
import { listAllPosts } from "@/lib/blog/read-posts";
import { forAdmin } from "@/lib/auth/require-admin";
import { AdminPostList } from "./AdminPostList";

export const metadata: Metadata = { title: "Blog Posts - Echobook", robots: { index: false, follow: false } };

export default async function AdminBlogPage() {
  return <AdminPostList initialPosts={await forAdmin(listAllPosts)} />;
}
