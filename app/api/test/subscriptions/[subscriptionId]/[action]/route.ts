// POST /api/test/subscriptions/{subscriptionId}/{renew|fail|cancel} — test-payment mode only (no Stripe key): what Stripe Billing would do to the owner's local subscription; answers { subscription }
import { withUser } from "@/lib/api/route";
import { notFound } from "@/lib/http/errors";
import { currentSubscription } from "@/lib/subscriptions/current-subscription";
import { actOnTestSubscription, TEST_SUBSCRIPTION_ACTIONS, type TTestSubscriptionAction } from "@/lib/payments/test-subscription";

type TParams = { subscriptionId: string; action: string };

function isAction(value: string): value is TTestSubscriptionAction {
  return (TEST_SUBSCRIPTION_ACTIONS as readonly string[]).includes(value);
}

export const POST = withUser<TParams>(async (request, { params, user }) => {
  const { subscriptionId, action } = await params;
  if (!isAction(action)) throw notFound();
  await actOnTestSubscription({ userId: user.id, subscriptionId, action, headers: request.headers });
  return Response.json({ subscription: await currentSubscription({ userId: user.id }) });
});
