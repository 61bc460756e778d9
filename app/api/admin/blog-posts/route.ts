// GET, POST /api/admin/blog-posts — an admin lists every post (drafts too) and writes a new one
import { adminPostJson, listAllPosts } from "@/lib/blog/read-posts";
import { createPost } from "@/lib/blog/write-post";
import { BLOG_LIMITS } from "@/lib/constants/blog";
import { readJson } from "@/lib/http/read-json";
import { withAdmin } from "@/lib/api/route";
import { ZBlogPostBody } from "@/lib/validation/blog";

export const GET = withAdmin(async () => Response.json({ posts: await listAllPosts() }));

export const POST = withAdmin(async (request, { user }) => {
  const body = await readJson(request, ZBlogPostBody, { maxBytes: BLOG_LIMITS.bodyBytes });
  return Response.json({ post: adminPostJson(await createPost({ authorId: user.id, body })) }, { status: 201 });
});
