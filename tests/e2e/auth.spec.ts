// Sign up, sign in (password and Google), log out, the signed-in bounce, the protected dashboard and
// its account settings, at phone width (the sweep opens each page at 1280 px too).
import { createPrivateKey, randomUUID, sign } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { databaseUrl, dataDir } from "../helpers/env";
import { testSql, withTestDatabase } from "../helpers/test-database";
import { expect, expectAccessible, screenshot, test, uniqueEmail, visit } from "./fixtures";
import { registerOverApi } from "../helpers/accounts";

const PASSWORD = "correct horse 42";

type TUser = { firstName: string; email: string; password: string };

function newUser(firstName = "Robin"): TUser {
  return { firstName, email: uniqueEmail("auth"), password: PASSWORD };
}

/** Registers through the API (no browser session), for tests that start signed out. */
async function registerUser(request: APIRequestContext, user: TUser): Promise<void> {
  await registerOverApi(request, user.firstName, { email: user.email, password: user.password });
}

async function fillSignup(page: Page, user: TUser, confirmPassword = user.password): Promise<void> {
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(confirmPassword);
  await page.getByRole("button", { name: "Create account" }).click();
}

async function signUpThroughForm(page: Page, user: TUser): Promise<void> {
  await visit(page, "/signup");
  await fillSignup(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function logIn(page: Page, user: TUser): Promise<void> {
  await visit(page, "/login");
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

function dashboardTabs(page: Page) {
  return page.getByRole("navigation", { name: "Dashboard sections" });
}

/** The form's own alert (Next's route announcer is an alert too). */
function formAlert(page: Page) {
  return page.getByRole("main").getByRole("alert");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Desktop: the user menu (named after the email or 'Account') → Log out. Mobile: the hamburger → Sign out. */
async function logOut(page: Page, user: TUser): Promise<void> {
  const banner = page.getByRole("banner");
  const hamburger = banner.getByRole("button", { name: /^(open )?menu$/i });
  if (await hamburger.isVisible()) {
    await hamburger.click();
    await page
      .getByRole("button", { name: "Sign out" })
      .or(page.getByRole("menuitem", { name: "Sign out" }))
      .click();
  } else {
    await banner.getByRole("button", { name: new RegExp(`${escapeRegExp(user.email)}|account`, "i") }).click();
    await page
      .getByRole("menuitem", { name: "Log out" })
      .or(page.getByRole("button", { name: "Log out" }))
      .click();
  }
  await expect(page).toHaveURL(/\/$/);
}

test.describe("sign up, log out and log in", () => {
  test("a new account lands on the dashboard, logs out to home and logs back in", async ({ page }, testInfo) => {
    const user = newUser("Juniper");
    await signUpThroughForm(page, user);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(`Hi, ${user.firstName}!`)).toBeVisible();
    await expect(page.getByRole("link", { name: /Audio Guestbooks/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("You have no audio guestbooks yet.")).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "dashboard");

    await logOut(page, user);
    await logIn(page, user);
    await expect(page.getByText(`Hi, ${user.firstName}!`)).toBeVisible();
  });

  test("before the page's script has run, the form neither submits nor loses what was typed (a slow phone)", async ({ page }) => {
    // The page's scripts are held back while the form is filled, as on a slow phone's connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/signup", { waitUntil: "domcontentloaded" });
    const user = newUser("Early");
    await page.getByLabel("First name").fill(user.firstName);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Confirm password").fill(user.password);
    // The browser's own submission would be a GET with every field, the password too, in the address.
    const create = page.getByRole("button", { name: "Create account" });
    await expect(create).toBeDisabled();
    await page.getByLabel("Confirm password").press("Enter");
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/\/signup$/);
    release();
    await expect(create).toBeEnabled();
    await expect(page.getByLabel("First name")).toHaveValue(user.firstName);
    await expect(page.getByLabel("Confirm password")).toHaveValue(user.password);
    await create.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectAccessible(page);
  });

  test("a signed-in visitor of /login or /signup is sent to the dashboard", async ({ page }) => {
    const user = newUser();
    await signUpThroughForm(page, user);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a signed-in visitor with a pending guestbook draft is sent to restore it", async ({ page }) => {
    const user = newUser();
    await signUpThroughForm(page, user);
    await page.evaluate(() => localStorage.setItem("pendingGuestbookData", "{}"));
    await page.goto("/login");
    await expect(page).toHaveURL(/\/create-guestbook\?restore=true$/);
  });

  test("a signed-out visitor of the dashboard signs in and returns to the tab asked for", async ({ page, request }) => {
    const user = newUser();
    await registerUser(request, user);
    await page.goto("/dashboard?tab=settings");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%3Ftab%3Dsettings$/);
    await expectAccessible(page);
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expect(page).toHaveTitle("Account Settings - Dashboard - Echobook");
  });

  test("a callback URL to another site is ignored", async ({ page, request }) => {
    const user = newUser();
    await registerUser(request, user);
    await visit(page, `/login?callbackUrl=${encodeURIComponent("//example.com/steal")}`);
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("form errors", () => {
  test("sign-up checks the passwords before calling the server", async ({ page }) => {
    const user = newUser();
    await visit(page, "/signup");
    await fillSignup(page, user, `${user.password}!`);
    await expect(formAlert(page)).toHaveText("Passwords do not match");
    await expect(page.getByLabel("Confirm password")).toBeFocused();
    await expectAccessible(page);

    await fillSignup(page, { ...user, password: "short7!" });
    await expect(formAlert(page)).toHaveText("Password must be at least 8 characters long");
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("sign-up with a taken email shows the server's message", async ({ page, request }) => {
    const user = newUser();
    await registerUser(request, user);
    await visit(page, "/signup");
    await fillSignup(page, user);
    await expect(formAlert(page)).toHaveText("An account with this email already exists.");
  });

  test("a wrong password shows an error and stays on the sign-in page", async ({ page, request }) => {
    const user = newUser();
    await registerUser(request, user);
    await visit(page, "/login");
    await fillLogin(page, user.email, "not the password");
    await expect(formAlert(page)).toHaveText("Invalid email or password.");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
    await expectAccessible(page);
  });

  test("forgot password refuses a bad address and answers an unknown one as it would a known one", async ({ page }) => {
    await visit(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    // The same words as for an account that exists (password-reset.spec.ts follows the mailed link).
    await expect(page.getByRole("status")).toContainText("If an account exists for this email, we have sent it a link to reset the password.");
    await expectAccessible(page);
  });
});

test.describe("dashboard", () => {
  test("account settings change the first name and show the account", async ({ page }, testInfo) => {
    const user = newUser("Marlowe");
    await signUpThroughForm(page, user);
    // On a phone the settings tab is in the strip's last section: go there first, as a person would.
    if ((page.viewportSize()?.width ?? 0) < 768) await page.getByRole("button", { name: "Show Account Settings" }).click();
    const settingsTab = dashboardTabs(page).getByRole("link", { name: "Account Settings" });
    await expect(settingsTab).toBeInViewport();
    await settingsTab.click();
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: user.email })).toBeVisible();
    await expect(page.getByText("Account type: Standard User")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Standard User" })).toBeVisible();
    for (const placeholder of ["Contact support", "Help"]) {
      await expect(page.getByRole("listitem").filter({ hasText: placeholder })).toContainText("Coming soon");
    }
    // Change password, Download my data and Delete account work (tests/e2e/account.spec.ts).
    await expect(page.getByRole("form", { name: "Change password" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete account" })).toBeVisible();
    await expect(page.getByText("Coming soon")).toHaveCount(2);
    await expectAccessible(page);
    await screenshot(page, testInfo, "settings");

    const field = page.getByLabel("First name");
    await expect(field).toHaveValue(user.firstName);
    await field.fill("Wren");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "First name updated successfully!" })).toBeVisible();
    await expect(page.getByText("Hi, Wren!")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Hi, Wren!")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Wren");
  });

  test("an empty first name is refused with the server's reason", async ({ page }) => {
    const user = newUser();
    await signUpThroughForm(page, user);
    await visit(page, "/dashboard?tab=settings");
    await page.getByLabel("First name").fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(formAlert(page)).toHaveText("Failed to update first name: First name is required.");
  });

  test("a standard user sees real counts, empty states and no pro tabs", async ({ page }) => {
    const user = newUser();
    await signUpThroughForm(page, user);
    const tabs = dashboardTabs(page);
    await expect(tabs.getByRole("link", { name: "Audio Guestbooks (0)" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: /Pro Audio/ })).toHaveCount(0);

    await tabs.getByRole("link", { name: "Audio Cards (0)" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=audio-messages$/);
    await expect(page.getByText("You have no audio cards yet.")).toBeVisible();
    await expect(tabs.getByRole("link", { name: /Audio Cards/ })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    await visit(page, "/dashboard?tab=subscription-guestbooks");
    await expect(tabs.getByRole("link", { name: /Audio Guestbooks/ })).toHaveAttribute("aria-current", "page");
    await visit(page, "/dashboard?tab=unknown");
    await expect(page.getByRole("heading", { level: 2, name: "Audio Guestbooks" })).toBeVisible();
  });

  test("a Business Pro user gets the yellow badge, the pro tabs and their own items", async ({ page }, testInfo) => {
    test.skip(!databaseUrl, "needs the test database (npm test)");
    const user = newUser("Pat");
    await signUpThroughForm(page, user);
    await withTestDatabase(async (client) => {
      const { rows } = await client.query<{ id: string }>(`UPDATE "User" SET "subscriptionTier" = 'combined_pro' WHERE email = $1 RETURNING id`, [user.email]);
      await client.query(
        `INSERT INTO "Guestbook" (id, "ownerId", name, "eventType", "eventDate", title, subtitle, message, "maxGuests", "updatedAt")
         VALUES ($1, $2, 'Ava & Sam Wedding', 'Wedding', '2027-06-12', 't', 's', 'm', 10, now())`,
        [`e2e-${randomUUID()}`, rows[0].id],
      );
    });
    await visit(page, "/dashboard");
    await expect(page.getByText("Account type: Business Pro")).toBeVisible();
    const header = page.locator("header").filter({ has: page.getByRole("heading", { name: "Dashboard" }) });
    await expect(header).toHaveCSS("background-color", "rgb(252, 211, 0)");
    const tabs = dashboardTabs(page);
    await expect(tabs.getByRole("link", { name: "Audio Guestbooks (1)" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Pro Audio Guestbooks (0)" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Pro Audio Cards (0)" })).toBeVisible();
    const wedding = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Ava & Sam Wedding" }) });
    await expect(wedding).toContainText("Jun 12, 2027");
    await expect(wedding).toContainText("Upcoming");
    await screenshot(page, testInfo, "dashboard-pro");

    await tabs.getByRole("link", { name: /Pro Audio Cards/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=subscription-audio-messages$/);
    await expect(page.getByText("You have no pro audio cards yet.")).toBeVisible();
    await expectAccessible(page);
  });

  test("the sign-in pages and the dashboard fit a 320 px screen without sideways scroll", async ({ page }) => {
    const user = newUser();
    await page.setViewportSize({ width: 320, height: 720 });
    const expectNoSidewaysScroll = async (url: string) => {
      await page.goto(url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
    };
    for (const url of ["/login", "/signup", "/forgot-password"]) await expectNoSidewaysScroll(url);
    await signUpThroughForm(page, user);
    for (const url of ["/dashboard", "/dashboard?tab=settings"]) await expectNoSidewaysScroll(url);
    await page.goto("/dashboard?tab=settings");
    await expect(dashboardTabs(page).getByRole("link", { name: "Account Settings" })).toBeInViewport();
    // The page does not scroll, but the first-name field once stuck out of its card.
    const card = await page.getByRole("region", { name: "Profile" }).boundingBox();
    const field = await page.getByLabel("First name").boundingBox();
    expect(field!.x + field!.width).toBeLessThanOrEqual(card!.x + card!.width);
  });
});

// Google's script cannot be reached from tests: it is replaced by a stand-in with the same API whose
// button hands over an ID token signed with the key that `npm test` serves as Google's.
const googleKeyFile = path.join(dataDir, "google-test-key.json");

function googleIdToken(claims: Record<string, unknown>): string {
  const jwk = JSON.parse(readFileSync(googleKeyFile, "utf8"));
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: "https://accounts.google.com",
    aud: process.env.GOOGLE_CLIENT_ID,
    iat: now,
    exp: now + 600,
    email_verified: true,
    ...claims,
  };
  const unsigned = `${encode({ alg: "RS256", typ: "JWT", kid: jwk.kid })}.${encode(payload)}`;
  const signature = sign("sha256", Buffer.from(unsigned), createPrivateKey({ key: jwk, format: "jwk" }));
  return `${unsigned}.${signature.toString("base64url")}`;
}

/** Google's script, played by a stand-in whose button signs `claims` with the nonce the page gave it. */
async function stubGoogleScript(page: Page, claims: Record<string, unknown> | "unsigned"): Promise<void> {
  await page.exposeFunction("__echobookSignGoogle", (nonce: string) => (claims === "unsigned" ? "not-a-google-token" : googleIdToken({ ...claims, nonce })));
  await page.route("https://accounts.google.com/gsi/client", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.google = { accounts: { id: {
        initialize(options) { window.__gsiOptions = options; },
        renderButton(parent, options) {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = options.text === "signup_with" ? "Sign up with Google" : "Sign in with Google";
          button.addEventListener("click", async () => {
            const options = window.__gsiOptions;
            options.callback({ credential: await window.__echobookSignGoogle(options.nonce) });
          });
          parent.appendChild(button);
        },
      } } };`,
    }),
  );
}

test.describe("Google sign-in", () => {
  test.skip(!existsSync(googleKeyFile) || !process.env.GOOGLE_CLIENT_ID, "needs the Google stand-in of npm test");

  test("a verified Google account signs up and lands on the dashboard", async ({ page }) => {
    const email = uniqueEmail("google");
    await stubGoogleScript(page, { sub: `g-${randomUUID()}`, email, given_name: "Indigo" });
    await visit(page, "/signup");
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Hi, Indigo!")).toBeVisible();
  });

  test("Google never opens a password account by email alone: its password links them once", async ({ page, request }, testInfo) => {
    const user = newUser("Linnea");
    await registerUser(request, user);
    const sub = `g-${randomUUID()}`;
    await stubGoogleScript(page, { sub, email: user.email, given_name: "Linnea" });
    await visit(page, "/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(formAlert(page).first()).toHaveText("An account with this email already exists. Enter its password once to link Google sign-in to it.");
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
    await screenshot(page, testInfo, "google-link-needs-password");

    const link = page.getByRole("form", { name: "Link Google sign-in" });
    await link.getByLabel("Password of your Echobook account").fill("not the password");
    await link.getByRole("button", { name: "Link Google and sign in" }).click();
    await expect(formAlert(page).first()).toHaveText("Invalid email or password.");
    await link.getByLabel("Password of your Echobook account").fill(user.password);
    await link.getByRole("button", { name: "Link Google and sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Hi, Linnea!")).toBeVisible();
  });

  test("Account Settings links Google with the password, shows and removes it, and 'Log out of all devices' ends every session", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const user = newUser("Sam");
    await registerUser(request, user);
    const googleEmail = uniqueEmail("other-google");
    await stubGoogleScript(page, { sub: `g-${randomUUID()}`, email: googleEmail });
    await logIn(page, user);
    // A second device, signed in too.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const otherPage = await other.newPage();
    await logIn(otherPage, user);

    // Until the address is verified, settings offer no Google button.
    await visit(page, "/dashboard?tab=settings");
    const security = page.getByRole("region", { name: "Sign-in and security" });
    await expect(security.getByText("Verify your email address first (open the link we mailed you), then you can link Google sign-in.")).toBeVisible();
    await expect(security.getByRole("button", { name: "Sign in with Google" })).toHaveCount(0);
    await testSql(`UPDATE "User" SET "emailVerifiedAt" = now() WHERE email = $1`, [user.email]);

    await page.reload();
    await security.getByRole("button", { name: "Sign in with Google" }).click();
    const confirm = security.getByRole("form", { name: "Link Google sign-in" });
    await confirm.getByLabel("Current password").fill("not the password");
    await confirm.getByRole("button", { name: "Link Google sign-in" }).click();
    await expect(confirm.getByText("Your current password is incorrect.")).toBeVisible();
    await expectAccessible(page);
    await confirm.getByLabel("Current password").fill(user.password);
    await confirm.getByRole("button", { name: "Link Google sign-in" }).click();
    await expect(security.getByText("Google sign-in is linked to this account.")).toBeVisible();
    await expect(security.getByText(`Linked to the Google account ${googleEmail}.`)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "settings-security");

    // The page shows the link after a reload too, and removes it.
    await page.reload();
    await expect(security.getByText(`Linked to the Google account ${googleEmail}.`)).toBeVisible();
    await security.getByRole("button", { name: "Remove Google sign-in" }).click();
    await expect(security.getByText("Google sign-in was removed. You sign in with your email and password.")).toBeVisible();
    await expect(security.getByRole("button", { name: "Sign in with Google" })).toBeVisible();

    await security.getByRole("button", { name: "Log out of all devices" }).click();
    await expect(page).toHaveURL(/\/$/);
    // The other device's cookie is refused: the owner pages' guard sends it to sign in again.
    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
    await other.close();
  });

  test("a Google-only account confirms its deletion by signing in with Google again", async ({ page }) => {
    const email = uniqueEmail("google-leaver");
    await stubGoogleScript(page, { sub: `g-${randomUUID()}`, email, given_name: "Gale" });
    await visit(page, "/signup");
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await visit(page, "/dashboard?tab=settings");
    await expect(
      page.getByRole("region", { name: "Sign-in and security" }).getByText("Google is the only way you sign in to this account, so it stays linked."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog.getByText("To confirm, sign in again with the Google account linked to this account.")).toBeVisible();
    await expect(dialog.getByRole("textbox")).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/\/account-deleted$/);
  });

  test("a token Google did not sign is refused with the page's message", async ({ page }) => {
    await stubGoogleScript(page, "unsigned");
    await visit(page, "/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(formAlert(page)).toHaveText("Google sign-in failed. Please try again.");
    await expect(page).toHaveURL(/\/login$/);
  });
});
