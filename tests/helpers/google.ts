// Google ID tokens for the tests, signed with the key that `npm test` serves as Google's (scripts/test.ts
// starts a local key server and writes the private key to the data folder). Each carries a nonce the app
// issued (POST /api/auth/google/nonce), as Google's button puts the page's nonce in the token.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SignJWT, importJWK } from "jose";
import { baseUrl, dataDir } from "./env";
import { testSql } from "./test-database";

export const googleClientId = "echobook-test.apps.googleusercontent.com";

/** A nonce from the app, as the Google button asks for one; `issuedAgoSeconds` dates it (the sign-in) back. */
export async function googleNonce({ issuedAgoSeconds = 0 }: { issuedAgoSeconds?: number } = {}): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/google/nonce`, { method: "POST" });
  if (!response.ok) throw new Error(`no Google nonce: ${response.status}`);
  const { nonce } = (await response.json()) as { nonce: string };
  if (issuedAgoSeconds > 0) {
    const id = createHash("sha256").update(nonce).digest("hex");
    await testSql(`UPDATE "GoogleNonce" SET "createdAt" = now() - make_interval(secs => $2) WHERE id = $1`, [id, issuedAgoSeconds]);
  }
  return nonce;
}

/**
 * A verified-email ID token with `claims`, carrying a fresh nonce of the app's unless `claims.nonce` is
 * given (`undefined` leaves it out); `issuedAgoSeconds` dates the sign-in (iat, and the nonce) back.
 */
export async function googleToken(
  claims: Record<string, unknown>,
  { audience = googleClientId, expiresIn = "10m", issuedAgoSeconds = 0 }: { audience?: string; expiresIn?: string; issuedAgoSeconds?: number } = {},
): Promise<string> {
  const jwk = JSON.parse(readFileSync(path.join(dataDir, "google-test-key.json"), "utf8"));
  const key = await importJWK(jwk, "RS256");
  const nonce = "nonce" in claims ? claims.nonce : await googleNonce({ issuedAgoSeconds });
  return new SignJWT({ email_verified: true, ...claims, nonce })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
    .setIssuer("https://accounts.google.com")
    .setAudience(audience)
    .setIssuedAt(Math.floor(Date.now() / 1000) - issuedAgoSeconds)
    .setExpirationTime(expiresIn)
    .sign(key);
}
