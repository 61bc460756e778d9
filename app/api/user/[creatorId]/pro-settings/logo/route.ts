// GET /api/user/{creatorId}/pro-settings/logo — the creator's custom logo image
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";
import { getShownLogoKey } from "@/lib/pro-settings/public-pro-settings";
import { storageResponse } from "@/lib/storage/http";
import { PUBLIC_DELETABLE_CACHE } from "@/lib/http/cache-policy";

const IMAGE_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" };

export const GET = route<{ creatorId: string }>(async (request, { params }) => {
  const key = await getShownLogoKey((await params).creatorId);
  if (!key) throw notFound("No logo.");
  const response = await storageResponse(request, key, { contentType: IMAGE_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream" });
  response.headers.set("Cache-Control", PUBLIC_DELETABLE_CACHE);
  return response;
});
