// Closing a superseded Stripe Checkout session, so only the newest checkout of an item can be paid.
// Stripe refuses to expire a session that is no longer open; what became of it decides what we do.
import "server-only";
import type Stripe from "stripe";

export type TCheckoutSessionsApi = {
  expire(id: string): Promise<unknown>;
  retrieve(id: string): Promise<Pick<Stripe.Checkout.Session, "status">>;
};

/** "completed" when the buyer already paid (or started a delayed payment) in that session. */
export async function expireStripeSession(api: TCheckoutSessionsApi, id: string): Promise<"expired" | "completed"> {
  try {
    await api.expire(id);
    return "expired";
  } catch (error) {
    const session = await api.retrieve(id);
    if (session.status === "complete") return "completed";
    if (session.status === "expired") return "expired";
    // Still open and not expirable (Stripe down, a key without the right): it could still be paid, so
    // the caller must not open another one.
    throw error;
  }
}
