import { SignJWT, decodeJwt } from "jose";
import { Pool } from "pg";
import { api, registerAndGetToken, uniqueEmail } from "../helpers/api";
import { authSecret, databaseUrl } from "../helpers/env";
import { googleClientId as clientId, googleNonce, googleToken } from "../helpers/google";
import { mailboxFor, waitForMailbox } from "../helpers/mailbox";
import { userIdOf } from "../helpers/test-database";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

/** The account's address as proven by our mailed link (the link itself is tested in email-verification.test.ts). */
async function markVerified(email: string): Promise<void> {
  await pool.query(`UPDATE "User" SET "emailVerifiedAt" = now() WHERE email = $1`, [email]);
}

async function googleColumns(email: string) {
  const { rows } = await pool.query<{ googleId: string | null; googleEmail: string | null; googleLinkedAt: Date | null }>(
    `SELECT "googleId", "googleEmail", "googleLinkedAt" FROM "User" WHERE email = $1`,
    [email],
  );
  return rows[0];
}

describe("POST /api/auth/register", () => {
  it("creates an account and answers a signed token carrying the session claims", async () => {
    const email = uniqueEmail("reg");
    const result = await api("/api/auth/register", { method: "POST", json: { firstName: " Rae ", email: email.toUpperCase(), password: "long enough" } });
    expect(result.status).toBe(201);
    const claims = decodeJwt(String(result.body.token));
    expect(claims).toMatchObject({ email, firstName: "Rae", isAdmin: false, subscriptionTier: null, subscriptionExpiresAt: null });
    expect(typeof claims.userId).toBe("string");
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
  });

  it("refuses a short password with the spec's text", async () => {
    const result = await api("/api/auth/register", { method: "POST", json: { firstName: "A", email: uniqueEmail(), password: "short" } });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe("Password must be at least 8 characters long");
  });

  it("refuses the placeholder address a deleted account keeps, naming why", async () => {
    const { email } = await registerAndGetToken();
    const placeholder = `deleted-${await userIdOf(email)}@deleted.invalid`;
    const result = await api("/api/auth/register", { method: "POST", json: { firstName: "Squatter", email: placeholder, password: "long enough" } });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe("Addresses ending in .invalid cannot receive mail. Please use your real email address.");
  });

  it("refuses a second account for the same email", async () => {
    const { email } = await registerAndGetToken();
    const result = await api("/api/auth/register", { method: "POST", json: { firstName: "B", email, password: "another password" } });
    expect(result.status).toBe(409);
    expect(result.body.error).toBe("An account with this email already exists.");
  });
});

describe("POST /api/auth/login", () => {
  it("answers a token for the right password", async () => {
    const { email, password } = await registerAndGetToken();
    const result = await api("/api/auth/login", { method: "POST", json: { email, password } });
    expect(result.status).toBe(200);
    expect(decodeJwt(String(result.body.token)).email).toBe(email);
  });

  it("gives a wrong password and an unknown email the same answer", async () => {
    const { email } = await registerAndGetToken();
    const wrong = await api("/api/auth/login", { method: "POST", json: { email, password: "not the password" } });
    const unknown = await api("/api/auth/login", { method: "POST", json: { email: uniqueEmail("nobody"), password: "whatever123" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ error: "Invalid email or password.", code: "UNAUTHORIZED" });
  });
});

describe("bearer tokens on /api", () => {
  it("accepts a valid token and refuses a missing, forged or expired one with 401", async () => {
    const { token, email } = await registerAndGetToken("Bea");
    const ok = await api("/api/user/profile", { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email, firstName: "Bea", isAdmin: false, subscriptionTier: null, hasBillingInfo: false });
    expect(ok.body).not.toHaveProperty("passwordHash");

    expect((await api("/api/user/profile")).status).toBe(401);
    const [header, payload] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(token), isAdmin: true })).toString("base64url");
    expect((await api("/api/user/profile", { token: `${header}.${forgedPayload}.${token.split(".")[2]}` })).status).toBe(401);
    const otherKey = new TextEncoder().encode("a-different-secret-that-is-long-enough-123");
    const wrongKey = await new SignJWT({ ...decodeJwt(token) }).setProtectedHeader({ alg: "HS256" }).sign(otherKey);
    expect((await api("/api/user/profile", { token: wrongKey })).status).toBe(401);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    expect((await api("/api/user/profile", { token: unsigned })).status).toBe(401);
  });

  it("refuses an expired token signed with the app's own key, and accepts the same token unexpired", async () => {
    const { token } = await registerAndGetToken();
    const { iat: _iat, exp: _exp, ...claims } = decodeJwt(token);
    const key = new TextEncoder().encode(authSecret);
    const sign = (exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt(exp - 3600)
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    expect((await api("/api/user/profile", { token: await sign(now + 600) })).status).toBe(200);
    expect((await api("/api/user/profile", { token: await sign(now - 60) })).status).toBe(401);
  });
});

describe("PUT /api/user/first-name", () => {
  it("changes the first name of the caller only", async () => {
    const { token } = await registerAndGetToken("Old");
    const changed = await api("/api/user/first-name", { method: "PUT", token, json: { firstName: "  New  " } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ firstName: "New" });
    expect((await api("/api/user/profile", { token })).body.firstName).toBe("New");
  });

  it("refuses an empty name and a signed-out caller", async () => {
    const { token } = await registerAndGetToken();
    const empty = await api("/api/user/first-name", { method: "PUT", token, json: { firstName: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("First name is required.");
    expect((await api("/api/user/first-name", { method: "PUT", json: { firstName: "X" } })).status).toBe(401);
  });
});

describe("POST /api/auth/google", () => {
  it("creates an account from a verified Google ID token, then signs the same person in again", async () => {
    const email = uniqueEmail("google");
    const sub = `google-${Date.now()}`;
    const first = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email, given_name: "Gia" }) } });
    expect(first.status).toBe(200);
    expect(decodeJwt(String(first.body.token))).toMatchObject({ email, firstName: "Gia" });
    const again = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email, given_name: "Gia" }) } });
    expect(decodeJwt(String(again.body.token)).userId).toBe(decodeJwt(String(first.body.token)).userId);
  });

  it("takes only a token bound to a nonce the app issued, once: a wrong, missing, reused or stale nonce is refused", async () => {
    const email = uniqueEmail("google-nonce");
    const sub = `google-nonce-${Date.now()}`;
    const signIn = async (credential: string) => api("/api/auth/google", { method: "POST", json: { credential } });
    const refused = { status: 401, body: { error: "Google sign-in failed. The Google credential could not be verified." } };
    expect(await signIn(await googleToken({ sub, email, nonce: "x".repeat(43) }))).toMatchObject(refused);
    expect(await signIn(await googleToken({ sub, email, nonce: undefined }))).toMatchObject(refused);
    const stale = await googleNonce({ issuedAgoSeconds: 11 * 60 });
    expect(await signIn(await googleToken({ sub, email, nonce: stale }))).toMatchObject(refused);
    // A token captured on its way and played again after its sign-in.
    const credential = await googleToken({ sub, email });
    expect((await signIn(credential)).status).toBe(200);
    expect(await signIn(credential)).toMatchObject(refused);
  });

  it("never joins a Google identity to a password account by email alone (the takeover)", async () => {
    // Someone registers the victim's address with a password; the real owner then signs in with Google.
    const { email, password: attackersPassword, token: attackers } = await registerAndGetToken("Squatter");
    const victim = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub: `victim-${Date.now()}`, email }) } });
    expect(victim.status).toBe(409);
    expect(victim.body).toMatchObject({
      code: "GOOGLE_LINK_NEEDS_PASSWORD",
      error: "An account with this email already exists. Enter its password once to link Google sign-in to it.",
    });
    expect(victim.body).not.toHaveProperty("token");
    // The attacker's account gained no Google identity, and the password still opens only that account.
    expect((await api("/api/user/profile", { token: attackers })).status).toBe(200);
    const login = await api("/api/auth/login", { method: "POST", json: { email, password: attackersPassword } });
    expect(decodeJwt(String(login.body.token)).userId).toBe(decodeJwt(attackers).userId);
  });

  it("links Google to a password account once its password is given, and only then", async () => {
    const { email, password, token } = await registerAndGetToken("Lin");
    const sub = `g-${Date.now()}`;
    const wrong = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email }), password: "not the password" } });
    expect(wrong.status).toBe(401);
    const linked = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email }), password } });
    expect(linked.status).toBe(200);
    expect(decodeJwt(String(linked.body.token)).userId).toBe(decodeJwt(token).userId);
    // From now on Google alone signs the owner in.
    const again = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email }) } });
    expect(decodeJwt(String(again.body.token)).userId).toBe(decodeJwt(token).userId);
  });

  it("never joins an account by its verified email alone either: its password is asked once", async () => {
    const { email, password, token } = await registerAndGetToken("Vera");
    await markVerified(email);
    const sub = `verified-${Date.now()}`;
    const refused = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email }) } });
    expect(refused).toMatchObject({ status: 409, body: { code: "GOOGLE_LINK_NEEDS_PASSWORD" } });
    expect((await googleColumns(email)).googleId).toBeNull();
    const linked = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email }), password } });
    expect(decodeJwt(String(linked.body.token)).userId).toBe(decodeJwt(token).userId);
    expect(await googleColumns(email)).toMatchObject({ googleId: sub, googleEmail: email, googleLinkedAt: expect.any(Date) });
    await waitForMailbox(email, /Google sign-in was added/);
  });

  it("lets a signed-in owner link Google from settings, and never overwrites a linked identity", async () => {
    const { email, password, token } = await registerAndGetToken("Setter");
    await markVerified(email);
    const sub = `settings-${Date.now()}`;
    const googleEmail = uniqueEmail("other-address");
    const link = await api("/api/user/google", { method: "POST", token, json: { credential: await googleToken({ sub, email: googleEmail }), password } });
    expect(link).toMatchObject({ status: 200, body: { linked: true, googleEmail } });
    const signIn = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email }) } });
    expect(decodeJwt(String(signIn.body.token)).userId).toBe(decodeJwt(token).userId);

    // Another Google identity for the same account, or this identity for another account: refused.
    const second = await api("/api/user/google", { method: "POST", token, json: { credential: await googleToken({ sub: `${sub}-2`, email }), password } });
    expect(second).toMatchObject({ status: 409, body: { code: "GOOGLE_ACCOUNT_MISMATCH" } });
    const someoneElse = await registerAndGetToken("Else");
    await markVerified(someoneElse.email);
    const stolen = await api("/api/user/google", {
      method: "POST",
      token: someoneElse.token,
      json: { credential: await googleToken({ sub, email }), password: someoneElse.password },
    });
    expect(stolen).toMatchObject({ status: 409, body: { error: "This Google account is already linked to another Echobook account." } });
    const sameEmailOtherGoogle = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub: `${sub}-3`, email }) } });
    expect(sameEmailOtherGoogle).toMatchObject({ status: 409, body: { code: "GOOGLE_ACCOUNT_MISMATCH" } });
  });

  it("links from settings only with the current password and a verified address, and mails the owner when it does", async () => {
    const { email, password, token } = await registerAndGetToken("Owner");
    const sub = `owner-${Date.now()}`;
    const credential = await googleToken({ sub, email: uniqueEmail("owners-google") });
    const unverified = await api("/api/user/google", { method: "POST", token, json: { credential, password } });
    expect(unverified).toMatchObject({
      status: 403,
      body: { code: "EMAIL_NOT_VERIFIED", error: "Please verify your email address first: open the link we mailed you, then link Google sign-in." },
    });
    await markVerified(email);
    const noPassword = await api("/api/user/google", { method: "POST", token, json: { credential } });
    expect(noPassword).toMatchObject({ status: 400, body: { code: "INVALID_INPUT", error: "Current password is required." } });
    const wrong = await api("/api/user/google", { method: "POST", token, json: { credential, password: "not the password" } });
    expect(wrong).toMatchObject({ status: 403, body: { code: "WRONG_PASSWORD", error: "Your current password is incorrect." } });
    expect((await googleColumns(email)).googleId).toBeNull();
    expect((await mailboxFor(email)).filter((mail) => /Google sign-in/.test(mail.subject))).toEqual([]);

    expect((await api("/api/user/google", { method: "POST", token, json: { credential, password } })).status).toBe(200);
    const mail = await waitForMailbox(email, /Google sign-in was added/);
    expect(mail.text).toContain("Hi Owner");
    expect(mail.text).toMatch(/owners-google\.[^ ]+ can now sign in/);
    expect(mail.html).toContain("Open Account Settings");
  });

  it("removes a linked Google account while a password remains, and mails the owner", async () => {
    const { email, password, token } = await registerAndGetToken("Remy");
    await markVerified(email);
    const sub = `remove-${Date.now()}`;
    const googleEmail = uniqueEmail("remys-google");
    expect(
      (await api("/api/user/google", { method: "POST", token, json: { credential: await googleToken({ sub, email: googleEmail }), password } })).status,
    ).toBe(200);
    const removed = await api("/api/user/google", { method: "DELETE", token });
    expect(removed).toMatchObject({ status: 200, body: { linked: false } });
    expect(await googleColumns(email)).toEqual({ googleId: null, googleEmail: null, googleLinkedAt: null });
    const mail = await waitForMailbox(email, /Google sign-in was removed/);
    expect(mail.text).toContain(`${googleEmail} can no longer sign in`);
    // That Google identity opens this account no more: it makes an account of its own address instead.
    const signIn = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email: googleEmail }) } });
    expect(decodeJwt(String(signIn.body.token)).userId).not.toBe(decodeJwt(token).userId);
    expect((await api("/api/user/google", { method: "DELETE", token })).status).toBe(404);
    expect((await api("/api/user/google", { method: "DELETE" })).status).toBe(401);
  });

  it("keeps Google on an account that has no other way to sign in", async () => {
    const email = uniqueEmail("only-google");
    const created = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub: `only-${Date.now()}`, email }) } });
    const refused = await api("/api/user/google", { method: "DELETE", token: String(created.body.token) });
    expect(refused).toMatchObject({ status: 400, body: { code: "NO_PASSWORD" } });
    expect((await googleColumns(email)).googleId).not.toBeNull();
  });

  it("refuses a wrong audience, an expired token, an unverified email and a token signed by another key", async () => {
    const email = uniqueEmail("g-bad");
    const wrongAudience = await googleToken({ sub: "x1", email }, { audience: "someone-else" });
    const expired = await googleToken({ sub: "x2", email }, { expiresIn: "-1m" });
    const unverified = await googleToken({ sub: "x3", email, email_verified: false });
    const { privateKey } = await (await import("jose")).generateKeyPair("RS256");
    const foreign = await new SignJWT({ sub: "x4", email, email_verified: true })
      .setProtectedHeader({ alg: "RS256", kid: "echobook-test-key" })
      .setIssuer("https://accounts.google.com")
      .setAudience(clientId)
      .setExpirationTime("10m")
      .sign(privateKey);
    for (const credential of [wrongAudience, expired, unverified, foreign, "not-a-jwt"]) {
      const result = await api("/api/auth/google", { method: "POST", json: { credential } });
      expect(result.status).toBe(401);
      expect(String(result.body.error)).toMatch(/Google sign-in failed/);
    }
  });
});
