// POST /api/billing/portal — where "Manage Billing" goes: a Stripe customer-portal URL, or the local billing page in test mode
import { openBillingPortal } from "@/lib/billing/open-billing-portal";
import { withUser } from "@/lib/api/route";

export const POST = withUser(async (_request, { user }) => Response.json(await openBillingPortal({ user })));
