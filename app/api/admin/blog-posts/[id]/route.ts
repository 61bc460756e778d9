// GET, PUT, DELETE /api/admin/blog-posts/{id} — an admin reads, edits (publishes, unpublishes) or deletes a post
import { adminPostJson, getPost } from "@/lib/blog/read-posts";
import { deletePost, updatePost } from "@/lib/blog/write-post";
import { BLOG_LIMITS } from "@/lib/constants/blog";
import { readJson } from "@/lib/http/read-json";
import { withAdmin } from "@/lib/api/route";
import { ZBlogPostUpdate } from "@/lib/validation/blog";

type TParams = { id: string };

export const GET = withAdmin<TParams>(async (_request, { params }) => Response.json({ post: adminPostJson(await getPost((await params).id)) }));

export const PUT = withAdmin<TParams>(async (request, { params }) => {
  const { id } = await params;
  const changes = await readJson(request, ZBlogPostUpdate, { maxBytes: BLOG_LIMITS.bodyBytes });
  return Response.json({ post: adminPostJson(await updatePost({ id, changes })) });
});

export const DELETE = withAdmin<TParams>(async (_request, { params }) => {
  await deletePost((await params).id);
  return Response.json({ ok: true });
});
