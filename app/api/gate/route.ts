// POST /api/gate — check the pre-release access code and set the gate cookie
import { cookies } from "next/headers";
import { getEnv } from "@/lib/env";
import { ApiError, notFound, tooManyRequests } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { GATE_COOKIE, GATE_MAX_AGE_SECONDS, codeMatches, expectedGateCookie, gateEnabled } from "@/lib/gate/gate-cookie";
import { blockedFor, hit } from "@/lib/rate-limit/rate-limit";
import { INCORRECT_ACCESS_CODE, ZGateBody } from "@/lib/validation/gate";

const MAX_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;

export const POST = route(async (request) => {
  if (!gateEnabled()) throw notFound("The access gate is not enabled.");
  const failureKey = `gate-fail:ip:${clientIp(request.headers)}`;
  const wait = await blockedFor(failureKey, MAX_FAILURES);
  if (wait > 0) throw tooManyRequests("Too many attempts. Please wait a few minutes and try again.", wait);
  const { code } = await readJson(request, ZGateBody);
  if (!(await codeMatches(code))) {
    await hit(failureKey, WINDOW_SECONDS);
    throw new ApiError(401, INCORRECT_ACCESS_CODE);
  }
  (await cookies()).set(GATE_COOKIE, (await expectedGateCookie())!, {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().APP_URL.startsWith("https://"),
    path: "/",
    maxAge: GATE_MAX_AGE_SECONDS,
  });
  return Response.json({ ok: true });
});
