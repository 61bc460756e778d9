// POST /api/gate — check the pre-release access code and set the gate cookie
import { cookies } from "next/headers";
import { getEnv } from "@/lib/env";
import { ApiError, notFound } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { GATE_COOKIE, GATE_MAX_AGE_SECONDS, codeMatches, expectedGateCookie, gateEnabled } from "@/lib/gate/gate-cookie";
import { failureBackoff } from "@/lib/rate-limit/rate-limit";
import { INCORRECT_ACCESS_CODE, ZGateBody } from "@/lib/validation/gate";

// Ten wrong codes from one address (a whole office or venue), then waits of 30 s doubling up to 15 minutes.
const FAILURES = { free: 10, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60, forgetSeconds: 60 * 60 };
const throttle = failureBackoff("Too many attempts. Please wait a few minutes and try again.");

export const POST = route(async (request) => {
  if (!gateEnabled()) throw notFound("The access gate is not enabled.");
  const { code } = await readJson(request, ZGateBody);
  const attempt = await throttle.attempt([{ key: `gate-fail:ip:${clientIp(request.headers)}`, backoff: FAILURES, onSuccess: "forget" }]);
  if (!(await codeMatches(code))) throw new ApiError("UNAUTHORIZED", INCORRECT_ACCESS_CODE);
  await attempt.succeeded();
  (await cookies()).set(GATE_COOKIE, (await expectedGateCookie())!, {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().APP_URL.startsWith("https://"),
    path: "/",
    maxAge: GATE_MAX_AGE_SECONDS,
  });
  return Response.json({ ok: true });
});
