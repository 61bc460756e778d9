// How often one address may use the open doors that cost the most or spend a shared quota: each sign-up
// is a 32 MiB scrypt hash, each stock-photo search may spend the Unsplash key's hourly quota. Generous
// enough for a venue's guests or an office behind one address; docs/SECURITY.md lists every limit.
import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { enforceLimit, type TWindow } from "./rate-limit";

const HOUR = 3600;

export const ADDRESS_LIMITS = {
  register: { max: 30, windowSeconds: HOUR },
  // Sign-ins and sign-ups together: one Google account signs in many times a day.
  googleSignIn: { max: 60, windowSeconds: HOUR },
  // Each Google button asks for one when it shows and after each use; a row each, swept after a day.
  googleNonce: { max: 240, windowSeconds: HOUR },
  newsletter: { max: 30, windowSeconds: HOUR },
  // Each may send a mail: a password reset link, a verification link again, a contact message.
  forgotPassword: { max: 20, windowSeconds: HOUR },
  contact: { max: 10, windowSeconds: HOUR },
  // A cover choice is a handful of searches and pages; the Unsplash production quota is 5,000 an hour.
  stockPhotoSearch: { max: 300, windowSeconds: HOUR },
  // Checkouts opened by signed-out buyers (Forever Hosting): each is a row and, with Stripe, a Stripe call.
  guestCheckout: { max: 30, windowSeconds: HOUR },
} satisfies Record<string, TWindow>;

export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";

/** Counts one use of `action` by the request's address; past its limit throws 429 with Retry-After. */
export async function throttleAddress(action: keyof typeof ADDRESS_LIMITS, headers: Headers): Promise<void> {
  await enforceLimit(`${action}:ip:${clientIp(headers)}`, ADDRESS_LIMITS[action], TOO_MANY_REQUESTS);
}
