// GET /api/billing/info — the signed-in user's billing summary: last payment, card, subscription status
import { getBillingInfo } from "@/lib/billing/billing-info";
import { withUser } from "@/lib/api/route";

export const GET = withUser(async (_request, { user }) => Response.json(await getBillingInfo({ user })));
