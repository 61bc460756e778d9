// Request bodies and params of the live voice wall's routes (issue 50).
import { z } from "zod";

/** 32 random bytes, base64url: 43 characters. Anything else is not a wall token. */
export const ZWallToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const ZWallLinkRequest = z
  .object({
    /** A new token: the old one stops at once (open walls included). */
    rotate: z.boolean().optional(),
    /** Whether the wall plays new messages aloud (after one click on its screen). */
    playAloud: z.boolean().optional(),
  })
  .strict();
export type TWallLinkRequest = z.infer<typeof ZWallLinkRequest>;

/** Where a wall's stream resumes: an event's id, `${createdAt ms}_${recording id}` (Last-Event-ID or `?after=`). */
export const ZWallEventId = z.string().regex(/^\d{1,15}_[A-Za-z0-9_-]{1,64}$/);

/** One event of GET /api/wall/{token}/events: a message that appeared on the wall. */
export const ZWallTake = z.object({
  id: z.string(),
  /** The guest's first name; null for an anonymous guest. */
  firstName: z.string().nullable(),
  durationMs: z.number().nullable(),
  /** Plays without an account, for this wall's token (while the host lets the wall play aloud). */
  playUrl: z.string(),
  /** Messages on the wall in all, this one included. */
  total: z.number(),
});
export type TWallTake = z.infer<typeof ZWallTake>;
