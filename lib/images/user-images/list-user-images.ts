// The caller's own uploaded images, newest first, for the chooser's "My uploads".
import "server-only";
import { db } from "@/lib/db/client";
import type { TUserImageJson } from "@/lib/validation/images";
import { userImageJson } from "./user-image-json";

// Enough for any chooser; older uploads stay stored and keep working wherever they are used.
const LIST_LIMIT = 200;

export async function listUserImages({ userId }: { userId: string }): Promise<TUserImageJson[]> {
  const rows = await db.userImage.findMany({
    // A pro card recipient's cover upload is the card's, not something its creator chose.
    where: { userId, proAudioMessageId: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: LIST_LIMIT,
    select: { id: true, width: true, height: true, createdAt: true },
  });
  return rows.map(userImageJson);
}
