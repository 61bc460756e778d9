import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from "jose";

jest.mock("@/lib/db/client", () => ({ db: {} }));
import { verifyGoogleIdToken } from "./google";

const clientId = "client-123.apps.googleusercontent.com";

async function setup() {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256" }] });
  const sign = (claims: Record<string, unknown>, opts: { iss?: string; aud?: string; exp?: string | number } = {}) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(opts.iss ?? "https://accounts.google.com")
      .setAudience(opts.aud ?? clientId)
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? "5m")
      .sign(privateKey);
  return { keys, sign };
}

describe("verifyGoogleIdToken", () => {
  it("returns the identity of a valid token", async () => {
    const { keys, sign } = await setup();
    const before = Math.floor(Date.now() / 1000);
    const identity = await verifyGoogleIdToken(await sign({ sub: "42", email: "Ana@Example.com", given_name: "Ana" }), { clientId, keys });
    expect(identity).toEqual({ sub: "42", email: "ana@example.com", givenName: "Ana", name: null, signedInAt: expect.any(Number), nonce: null });
    expect(identity.signedInAt).toBeGreaterThanOrEqual(before);
  });

  it("dates the sign-in by auth_time when Google gives one, else by iat", async () => {
    const { keys, sign } = await setup();
    const identity = await verifyGoogleIdToken(await sign({ sub: "42", email: "a@b.co", auth_time: 1_700_000_000 }), { clientId, keys });
    expect(identity.signedInAt).toBe(1_700_000_000);
  });

  it.each([
    ["another audience", { aud: "other" }, {}],
    ["another issuer", { iss: "https://evil.example" }, {}],
    ["an expired token", { exp: Math.floor(Date.now() / 1000) - 60 }, {}],
    ["an unverified email", {}, { email_verified: false }],
  ])("refuses %s", async (_name, opts, claims) => {
    const { keys, sign } = await setup();
    await expect(verifyGoogleIdToken(await sign({ sub: "1", email: "a@b.co", ...claims }, opts), { clientId, keys })).rejects.toMatchObject({ status: 401 });
  });

  it("refuses a token signed by a key that is not Google's", async () => {
    const { keys } = await setup();
    const other = await setup();
    await expect(verifyGoogleIdToken(await other.sign({ sub: "1", email: "a@b.co" }), { clientId, keys })).rejects.toMatchObject({ status: 401 });
  });
});
