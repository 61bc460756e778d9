// GET, DELETE /api/messages/{id} — the public details of a saved message and where its audio is; its signed-in sender (or an admin) deletes it with its voice
import { notFound } from "@/lib/http/errors";
import { route, withUser } from "@/lib/api/route";
import { deleteMessage } from "@/lib/messages/delete-message";
import { getPublicMessage } from "@/lib/messages/public-message";

export const GET = route<{ id: string }>(async (_request, { params }) => {
  const message = await getPublicMessage((await params).id);
  if (!message) throw notFound("Message not found");
  return Response.json(message);
});

export const DELETE = withUser<{ id: string }>(async (_request, { params, user }) => {
  await deleteMessage({ id: (await params).id, userId: user.id, isAdmin: user.isAdmin });
  return Response.json({ ok: true });
});
