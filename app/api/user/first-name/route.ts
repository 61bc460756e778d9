// PUT /api/user/first-name — change the signed-in user's first name
import { db } from "@/lib/db/client";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/http/route";
import { ZFirstNameBody } from "@/lib/validation/auth";

export const PUT = withUser(async (request, { user }) => {
  const { firstName } = await readJson(request, ZFirstNameBody);
  const updated = await db.user.update({ where: { id: user.id }, data: { firstName }, select: { firstName: true } });
  return Response.json(updated);
});
