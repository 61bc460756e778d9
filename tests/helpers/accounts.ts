// Accounts registered over the API for Playwright journeys (the integration tests' counterpart is
// `registerAndGetToken` in api.ts): one request, a 201 checked, the token, address and password answered.
// The sign-up form itself is tested in tests/e2e/auth.spec.ts.
import type { APIRequestContext } from "@playwright/test";
import { uniqueEmail } from "./api";

export const TEST_PASSWORD = "correct horse 42";

export type TRegistered = { token: string; email: string; password: string };

export async function registerOverApi(
  request: APIRequestContext,
  firstName: string,
  { email = uniqueEmail(firstName.toLowerCase()), password = TEST_PASSWORD }: { email?: string; password?: string } = {},
): Promise<TRegistered> {
  const response = await request.post("/api/auth/register", { data: { firstName, email, password } });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return { token: String((await response.json()).token), email, password };
}
