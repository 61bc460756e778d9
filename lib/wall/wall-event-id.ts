// A wall event's id and what it carries of a take (issue 50), apart from the database so it is tested alone:
// the id is `${ms}_${recording id}`, where ms is when the take was first shown (Recording.shownAt): its place
// in its guestbook's order.
import type { Recording } from "@/lib/generated/prisma/client";
import { ZWallEventId } from "@/lib/validation/wall";

export function wallEventId(recording: Pick<Recording, "shownAt" | "id">): string {
  return `${recording.shownAt.getTime()}_${recording.id}`;
}

/** An event id's place in the order, or null when it is not one (then the stream starts at the first message). */
export function parseWallEventId(value: string | null | undefined): { createdAt: Date; id: string } | null {
  if (!value || !ZWallEventId.safeParse(value).success) return null;
  const split = value.indexOf("_");
  return { createdAt: new Date(Number(value.slice(0, split))), id: value.slice(split + 1) };
}

/** Whether event id `a` comes after `b` (null is before everything). */
export function isAfter(a: string, b: string | null): boolean {
  if (b === null) return true;
  const [left, right] = [parseWallEventId(a), parseWallEventId(b)];
  if (!left || !right) return false;
  const byTime = left.createdAt.getTime() - right.createdAt.getTime();
  return byTime > 0 || (byTime === 0 && left.id > right.id);
}

/** The guest's first name, as a room full of people may read it; null for an anonymous guest. */
export function firstNameOf(recording: Pick<Recording, "guestName" | "anonymous">): string | null {
  if (recording.anonymous) return null;
  return recording.guestName.trim().split(/\s+/)[0] || null;
}
