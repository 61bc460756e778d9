// Accounts for e2e specs: a new user registered over the API and signed in through the browser's session
// cookie (the API's { token } is the same signed JWT, docs/ARCHITECTURE.md), and the subscription tier a
// purchase would set, written straight to the test database. The sign-up form is tested in auth.spec.ts.
import type { Page } from "@playwright/test";
import { registerOverApi, TEST_PASSWORD } from "../helpers/accounts";
import { testSql } from "../helpers/test-database";
import { signInWithToken, uniqueEmail } from "./fixtures";

export const E2E_PASSWORD = TEST_PASSWORD;

export async function signUpSignedIn(page: Page, firstName: string, emailPrefix = "user"): Promise<string> {
  const { token, email } = await registerOverApi(page.request, firstName, { email: uniqueEmail(emailPrefix) });
  await signInWithToken(page, token);
  return email;
}

export async function setSubscriptionTier(email: string, tier: string | null): Promise<void> {
  await testSql(`UPDATE "User" SET "subscriptionTier" = $2 WHERE email = $1`, [email, tier]);
}
