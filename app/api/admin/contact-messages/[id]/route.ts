// PATCH /api/admin/contact-messages/{id} — an admin marks a contact message handled or not { handled }
import { markContactMessage } from "@/lib/contact/contact-messages";
import { readJson } from "@/lib/http/read-json";
import { withAdmin } from "@/lib/api/route";
import { ZContactHandledBody } from "@/lib/validation/contact";

export const PATCH = withAdmin<{ id: string }>(async (request, { params }) => {
  const { handled } = await readJson(request, ZContactHandledBody);
  return Response.json({ message: await markContactMessage((await params).id, handled) });
});
