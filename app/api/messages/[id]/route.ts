// GET /api/messages/{id} — the public details of a saved message and where its audio is
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { getPublicMessage } from "@/lib/messages/public-message";

export const GET = route<{ id: string }>(async (_request, { params }) => {
  const message = await getPublicMessage((await params).id);
  if (!message) throw notFound("Message not found");
  return Response.json(message);
});
