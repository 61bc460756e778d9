// GET /api/blog-posts/public?page=&limit= — published blog posts, newest first (spec 002 section 7)
import { listPublicPosts } from "@/lib/blog/read-posts";
import { route } from "@/lib/api/route";
import { ZBlogListQuery } from "@/lib/validation/blog";

export const GET = route(async (request) => {
  const params = request.nextUrl.searchParams;
  const query = ZBlogListQuery.parse({ page: params.get("page") ?? undefined, limit: params.get("limit") ?? undefined });
  return Response.json(await listPublicPosts(query));
});
