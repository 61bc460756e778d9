// POST /api/gate — check the pre-release access code and set the gate cookie
import { cookies } from "next/headers";
import { getEnv } from "@/lib/env";
import { ApiError, notFound } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { GATE_COOKIE, GATE_MAX_AGE_SECONDS, codeMatches, expectedGateCookie, gateEnabled } from "@/lib/gate/gate-cookie";
import { failureBlock, type TKeyedWindows } from "@/lib/rate-limit/rate-limit";
import { INCORRECT_ACCESS_CODE, ZGateBody } from "@/lib/validation/gate";

const FAILURES = { max: 10, windowSeconds: 15 * 60 };
const failures = failureBlock("Too many attempts. Please wait a few minutes and try again.");

export const POST = route(async (request) => {
  if (!gateEnabled()) throw notFound("The access gate is not enabled.");
  const limits: TKeyedWindows = [[`gate-fail:ip:${clientIp(request.headers)}`, FAILURES]];
  await failures.check(limits);
  const { code } = await readJson(request, ZGateBody);
  if (!(await codeMatches(code))) {
    await failures.fail(limits);
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
