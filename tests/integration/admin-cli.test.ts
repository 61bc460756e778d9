import { execFile } from "node:child_process";
import { api, registerAndGetToken } from "../helpers/api";

// Asynchronous on purpose: a blocked event loop would miss the app closing an idle keep-alive socket,
// and the next request would be sent on it ("other side closed").
function admin(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [require.resolve("tsx/cli"), "scripts/admin.ts", ...args], { encoding: "utf8", env: process.env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr });
    });
  });
}

describe("npm run admin", () => {
  it("sets a tier and admin rights that the API then reports", async () => {
    const { email, token } = await registerAndGetToken("Op");
    const tier = await admin("set-tier", email, "combined_pro");
    expect(tier.code).toBe(0);
    expect(tier.out).toContain("tier: combined_pro");
    expect((await admin("set-admin", email)).code).toBe(0);
    const profile = await api("/api/user/profile", { token });
    expect(profile.body).toMatchObject({ isAdmin: true, subscriptionTier: "combined_pro" });
    expect(new Date(String(profile.body.subscriptionExpiresAt)).getTime()).toBeGreaterThan(Date.now());
    expect((await admin("set-tier", email, "none")).code).toBe(0);
    expect((await api("/api/user/profile", { token })).body.subscriptionTier).toBeNull();
  });

  it("grants credits and records them in the ledger", async () => {
    const { email } = await registerAndGetToken("Cred");
    const result = await admin("grant-credits", email, "10");
    expect(result.code).toBe(0);
    expect(result.out).toContain("2 free, 10 premium message");
  });

  it("explains a bad tier, an unknown user and an unknown command", async () => {
    const { email } = await registerAndGetToken();
    const badTier = await admin("set-tier", email, "platinum");
    expect(badTier.code).toBe(1);
    expect(badTier.out).toContain("Tier must be one of");
    expect((await admin("set-admin", "nobody@example.test")).out).toContain("No user with the email nobody@example.test");
    expect((await admin("frobnicate")).out).toContain("Usage: npm run admin");
  });
});
