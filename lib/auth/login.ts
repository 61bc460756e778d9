// Email and password sign-in. A wrong password and an unknown email get the same answer in the same
// time; failures are counted per address and per account, and past the limit the answer is 429.
import "server-only";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { failureBlock, type TKeyedWindows } from "@/lib/rate-limit/rate-limit";
import type { TLoginBody } from "@/lib/validation/auth";
import { dummyPasswordHash, verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

export const LOGIN_LIMITS = {
  perAccount: { max: 5, windowSeconds: 15 * 60 },
  perAddress: { max: 20, windowSeconds: 15 * 60 },
};
const failures = failureBlock(TOO_MANY_ATTEMPTS);

export async function loginWithPassword({ email, password }: TLoginBody, ip: string) {
  const accountKey = `login-fail:account:${email}`;
  const addressKey = `login-fail:ip:${ip}`;
  const limits: TKeyedWindows = [
    [accountKey, LOGIN_LIMITS.perAccount],
    [addressKey, LOGIN_LIMITS.perAddress],
  ];
  await failures.check(limits);

  const user = await db.user.findUnique({ where: { email }, omit: { passwordHash: false } });
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) {
    await failures.fail(limits);
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  await failures.clear(accountKey);
  const { passwordHash: _omitted, ...safeUser } = user;
  return safeUser;
}
