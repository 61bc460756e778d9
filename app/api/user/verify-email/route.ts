// POST /api/user/verify-email — mail the signed-in user a new verification link (a few an hour)
import { resendVerification, VERIFICATION_SENT } from "@/lib/auth/email-verification";
import { withUser } from "@/lib/api/route";

export const POST = withUser(async (_request, { user }) => {
  await resendVerification(user);
  return Response.json({ message: VERIFICATION_SENT }, { status: 202 });
});
