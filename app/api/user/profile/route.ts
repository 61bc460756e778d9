// GET /api/user/profile — the signed-in user's own profile
import { withUser } from "@/lib/api/route";

export const GET = withUser(async (_request, { user }) =>
  Response.json({
    email: user.email,
    firstName: user.firstName,
    isAdmin: user.isAdmin,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    createdAt: user.createdAt,
    emailVerified: user.emailVerifiedAt !== null,
    hasBillingInfo: user.stripeCustomerId !== null,
  }),
);
