// PUT /api/user/first-name — change the signed-in user's first name
import { updateFirstName } from "@/lib/account/update-first-name";
import { withUser } from "@/lib/api/route";
import { readJson } from "@/lib/http/read-json";
import { ZFirstNameBody } from "@/lib/validation/auth";

export const PUT = withUser(async (request, { user }) => {
  const { firstName } = await readJson(request, ZFirstNameBody);
  return Response.json(await updateFirstName({ userId: user.id, firstName }));
});
