// POST /api/upload/pro-logo — a pro account uploads its logo (multipart: logo); it becomes the logo at once
import { withUser } from "@/lib/api/route";
import { withImageUpload } from "@/lib/images/user-images/receive-image-upload";
import { assertProAccount } from "@/lib/pro-settings/access";
import { saveProLogo } from "@/lib/pro-settings/save-pro-logo";

export const POST = withUser(async (request, { user }) => {
  assertProAccount(user);
  const proSettings = await withImageUpload(request, { limitKey: `upload-image:user:${user.id}`, fileField: "logo" }, (file) =>
    saveProLogo({ userId: user.id, file }),
  );
  return Response.json({ logoUrl: proSettings.customLogo, proSettings }, { status: 201 });
});
