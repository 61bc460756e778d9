// GET /api/stock-photos?category=&query=&page= — 12 landscape stock photos a page (Unsplash, or the bundled library)
import { route } from "@/lib/api/route";
import { searchStockPhotos } from "@/lib/images/stock/search-stock-photos";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZStockPhotoQuery } from "@/lib/validation/images";

export const GET = route(async (request) => {
  await throttleAddress("stockPhotoSearch", request.headers);
  const params = request.nextUrl.searchParams;
  const query = ZStockPhotoQuery.parse({
    category: params.get("category") || undefined,
    query: params.get("query") ?? undefined,
    page: params.get("page") || undefined,
  });
  return Response.json(await searchStockPhotos(query));
});
