// GET and PUT /api/user/pro-settings — a pro account's logo and default button colours
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { assertProAccount } from "@/lib/pro-settings/access";
import { getProSettings } from "@/lib/pro-settings/get-pro-settings";
import { updateProSettings } from "@/lib/pro-settings/update-pro-settings";
import { ZProSettingsUpdate } from "@/lib/validation/pro-settings";

export const GET = withUser(async (_request, { user }) => {
  assertProAccount(user);
  return Response.json({ proSettings: await getProSettings({ userId: user.id }) });
});

export const PUT = withUser(async (request, { user }) => {
  assertProAccount(user);
  const input = await readJson(request, ZProSettingsUpdate);
  return Response.json({ proSettings: await updateProSettings({ userId: user.id, input }) });
});
