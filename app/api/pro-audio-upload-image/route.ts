// POST /api/pro-audio-upload-image — the pro card page's cover upload (multipart: image): a signed-in user's, as /api/upload-image; a recipient's (?messageId= with the card's recorder cookie) for that card before it is recorded
import { assertSameOriginWrite } from "@/lib/http/same-origin";
import { withOptionalUser } from "@/lib/api/route";
import { uploadImage } from "@/lib/images/user-images/save-user-image";
import { getProCard } from "@/lib/pro-cards/find-pro-card";
import { assertRecorder } from "@/lib/pro-cards/recipient-access";
import { readRecorderCookie } from "@/lib/pro-cards/recorder-cookie";

export const POST = withOptionalUser(async (request, { user }) => {
  if (user) return uploadImage(request, { userId: user.id, limitKey: `upload-image:user:${user.id}` });
  assertSameOriginWrite(request);
  // Checked before the body is read: only the browser that activated the card may change its cover.
  const card = await getProCard(request.nextUrl.searchParams.get("messageId") ?? "");
  assertRecorder(card, readRecorderCookie(request, card.id));
  // The card's image, no account's (stored under the card), counted per card; removed a day after upload
  // once the card does not use it (lib/images/user-images/sweep-unused-images.ts).
  return uploadImage(request, { proAudioMessageId: card.id, limitKey: `upload-image:pro-card:${card.id}` });
});
