// Google ID tokens for the tests, signed with the key that `npm test` serves as Google's (scripts/test.ts
// starts a local key server and writes the private key to the data folder).
import { readFileSync } from "node:fs";
import path from "node:path";
import { SignJWT, importJWK } from "jose";
import { dataDir } from "./env";

export const googleClientId = "echobook-test.apps.googleusercontent.com";

/** A verified-email ID token with `claims`; `issuedAgoSeconds` dates its sign-in (iat) back. */
export async function googleToken(
  claims: Record<string, unknown>,
  { audience = googleClientId, expiresIn = "10m", issuedAgoSeconds = 0 }: { audience?: string; expiresIn?: string; issuedAgoSeconds?: number } = {},
): Promise<string> {
  const jwk = JSON.parse(readFileSync(path.join(dataDir, "google-test-key.json"), "utf8"));
  const key = await importJWK(jwk, "RS256");
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
    .setIssuer("https://accounts.google.com")
    .setAudience(audience)
    .setIssuedAt(Math.floor(Date.now() / 1000) - issuedAgoSeconds)
    .setExpirationTime(expiresIn)
    .sign(key);
}
