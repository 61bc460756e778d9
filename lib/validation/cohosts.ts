// Co-hosts (issue 50): the invitation's body, the ids in its routes, and the answer of the list.
import { z } from "zod";
import { ZEmail } from "./auth";

/** Pending invitations a guestbook may hold at once: enough for a family, too few to mail strangers in bulk. */
export const MAX_PENDING_COHOST_INVITATIONS = 10;
/** How long an invitation's link works. */
export const COHOST_INVITATION_DAYS = 7;

export const ZCohostInvite = z.object({ email: ZEmail });

/** The link's token: 32 random bytes, base64url. */
export const ZCohostToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const ZCohostsJson = z.object({
  cohosts: z.array(z.object({ userId: z.string(), email: z.string(), firstName: z.string(), since: z.string() })),
  invitations: z.array(z.object({ id: z.string(), email: z.string(), expiresAt: z.string() })),
});
export type TCohostsJson = z.infer<typeof ZCohostsJson>;
