// Email and password sign-in. A wrong password and an unknown email get the same answer in the same
// time; failures are counted per address and per account, and past the limit the answer is 429.
import { db } from "@/lib/db/client";
import { ApiError, tooManyRequests } from "@/lib/http/errors";
import { blockedFor, clear, hit } from "@/lib/rate-limit/rate-limit";
import type { TLoginBody } from "@/lib/validation/auth";
import { dummyPasswordHash, verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

export const LOGIN_LIMITS = {
  perAccount: { limit: 5, windowSeconds: 15 * 60 },
  perAddress: { limit: 20, windowSeconds: 15 * 60 },
};

export async function loginWithPassword({ email, password }: TLoginBody, ip: string) {
  const accountKey = `login-fail:account:${email}`;
  const addressKey = `login-fail:ip:${ip}`;
  const wait = Math.max(
    await blockedFor(accountKey, LOGIN_LIMITS.perAccount.limit),
    await blockedFor(addressKey, LOGIN_LIMITS.perAddress.limit),
  );
  if (wait > 0) throw tooManyRequests(TOO_MANY_ATTEMPTS, wait);

  const user = await db.user.findUnique({ where: { email }, omit: { passwordHash: false } });
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) {
    await hit(accountKey, LOGIN_LIMITS.perAccount.windowSeconds);
    await hit(addressKey, LOGIN_LIMITS.perAddress.windowSeconds);
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  await clear(accountKey);
  const { passwordHash: _omitted, ...safeUser } = user;
  return safeUser;
}
