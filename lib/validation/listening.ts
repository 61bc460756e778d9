// Request bodies and params of the listening page's routes (issue 38).
import { z } from "zod";

/** 32 random bytes, base64url: 43 characters. Anything else is not a listening token. */
export const ZListeningToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const ZListeningLinkRequest = z
  .object({
    /** A new token: the old one stops at once. */
    rotate: z.boolean().optional(),
    /** Whether the family may download the voices from the page. */
    allowDownloads: z.boolean().optional(),
  })
  .strict();
export type TListeningLinkRequest = z.infer<typeof ZListeningLinkRequest>;

/** Approving is the only way: a take once shown to the family is taken back by hiding it (`listed: false`). */
const approve = z.literal(true, { message: "Approve with approved: true; hide a message with listed: false." });

/** PUT /api/guestbooks/{id}/recordings/{rid}: show or hide it on the listening page, and/or approve it (issue 50). */
export const ZRecordingUpdate = z
  .object({ listed: z.boolean().optional(), approved: approve.optional() })
  .strict()
  .refine((body) => body.listed !== undefined || body.approved !== undefined, { message: "Give listed or approved.", path: ["approved"] });
export type TRecordingUpdate = z.infer<typeof ZRecordingUpdate>;

export const KEEPSAKE_PAPERS = ["a4", "letter"] as const;
/** POST /api/guestbooks/{id}/keepsake: which book to make (or answer, when one was kept). */
export const ZKeepsakeRequest = z
  .object({
    size: z.enum(KEEPSAKE_PAPERS).default("a4"),
    /** An IANA time zone for the messages' dates instead of the event's own (the guestbook's `timeZone`); an unknown one prints UTC. */
    tz: z.string().max(64).optional(),
  })
  .strict();
export type TKeepsakeRequest = z.input<typeof ZKeepsakeRequest>;

/** A kept book's id (cuid). */
export const ZKeepsakeBookId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GET /api/listen/{token}: the page after `cursor`, or the page that starts at message `from`. */
export const ZListeningPageQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}_[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  from: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export type TListeningPageQuery = z.infer<typeof ZListeningPageQuery>;
