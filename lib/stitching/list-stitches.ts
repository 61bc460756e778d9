// A guestbook's stitches for the manage page, newest first, and one stitch for its download route.
import "server-only";
import { db } from "@/lib/db/client";
import type { StitchedAudio } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { toStitchJson, type TStitchJson } from "./stitch-json";

export const STITCH_NOT_FOUND = "Stitched audio not found.";
const LISTED = 100;

export async function listStitches(opts: { guestbookId: string }): Promise<TStitchJson[]> {
  const stitches = await db.stitchedAudio.findMany({ where: { guestbookId: opts.guestbookId }, orderBy: { createdAt: "desc" }, take: LISTED });
  return stitches.map(toStitchJson);
}

/** The stitch, when it belongs to this guestbook (whose ownership the caller has checked). */
export async function getGuestbookStitch(opts: { guestbookId: string; stitchId: string }): Promise<StitchedAudio> {
  const stitch = /^[A-Za-z0-9_-]{1,64}$/.test(opts.stitchId) ? await db.stitchedAudio.findUnique({ where: { id: opts.stitchId } }) : null;
  if (!stitch || stitch.guestbookId !== opts.guestbookId) throw notFound(STITCH_NOT_FOUND);
  return stitch;
}

/** "<guestbook name> - stitched.mp3", without characters that file systems refuse or that look like a path. */
export function stitchDownloadName(guestbookName: string): string {
  const base = guestbookName
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 100)
    .trim();
  return `${base || "Guestbook"} - stitched.mp3`;
}
