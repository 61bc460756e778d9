// Email and password sign-in. A wrong password and an unknown email get the same answer in the same
// time. Failures slow down the address they come from, on that account and on all accounts together; the
// account itself is never locked, so someone guessing from elsewhere cannot keep its owner out.
import "server-only";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { failureBackoff, type TBackoff } from "@/lib/rate-limit/rate-limit";
import type { TLoginBody } from "@/lib/validation/auth";
import { dummyPasswordHash, verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

// Five tries on an account from one address, then waits of 30 s, 1, 2, 4, 8 and at most 15 minutes; thirty
// failures from one address across accounts (one office, many people) before its waits begin.
const WAITS = { firstWaitSeconds: 30, maxWaitSeconds: 15 * 60, forgetSeconds: 60 * 60 };
export const LOGIN_BACKOFF = {
  perAccountAndAddress: { free: 5, ...WAITS },
  perAddress: { free: 30, ...WAITS },
} satisfies Record<string, TBackoff>;
const throttle = failureBackoff(TOO_MANY_ATTEMPTS);

export async function loginWithPassword({ email, password }: TLoginBody, ip: string) {
  const attempt = await throttle.attempt([
    { key: `login-fail:account:${email}:ip:${ip}`, backoff: LOGIN_BACKOFF.perAccountAndAddress, onSuccess: "forget" },
    { key: `login-fail:ip:${ip}`, backoff: LOGIN_BACKOFF.perAddress, onSuccess: "takeBack" },
  ]);

  const user = await db.user.findUnique({ where: { email }, omit: { passwordHash: false } });
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) {
    throw new ApiError("UNAUTHORIZED", INVALID_CREDENTIALS);
  }
  await attempt.succeeded();
  const { passwordHash: _omitted, ...safeUser } = user;
  return safeUser;
}
