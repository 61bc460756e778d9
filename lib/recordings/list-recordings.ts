// A guestbook's recordings as the owner sees them, oldest first: the recordings API and the manage page.
import "server-only";
import { db } from "@/lib/db/client";
import { toRecordingJson, type TRecordingJson } from "./serialize";

export async function listRecordingsJson(guestbookId: string): Promise<TRecordingJson[]> {
  const recordings = await db.recording.findMany({ where: { guestbookId }, orderBy: { createdAt: "asc" }, include: { audio: true } });
  return recordings.map(toRecordingJson);
}
