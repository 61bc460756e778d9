// /admin/blog/new — an admin writes a post.
import type { Metadata } from "next";
import { PostEditor } from "../PostEditor";

export const metadata: Metadata = { title: "New Blog Post - Echobook", robots: { index: false, follow: false } };

export default async function NewBlogPostPage() {
  return <PostEditor post={null} />;
}
