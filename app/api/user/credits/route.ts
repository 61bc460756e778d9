// GET /api/user/credits — the caller's audio card credits (free, premium), guestbook credits and subscription
import { getCredits } from "@/lib/credits/get-credits";
import { withUser } from "@/lib/api/route";

export const GET = withUser(async (_request, { user }) => Response.json(await getCredits(user.id)));
