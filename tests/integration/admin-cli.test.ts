import { spawnSync } from "node:child_process";
import { api, registerAndGetToken } from "../helpers/api";

function admin(...args: string[]) {
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/admin.ts", ...args], { encoding: "utf8", env: process.env });
  return { code: result.status, out: result.stdout + result.stderr };
}

describe("npm run admin", () => {
  it("sets a tier and admin rights that the API then reports", async () => {
    const { email, token } = await registerAndGetToken("Op");
    const tier = admin("set-tier", email, "combined_pro");
    expect(tier.code).toBe(0);
    expect(tier.out).toContain("tier: combined_pro");
    expect(admin("set-admin", email).code).toBe(0);
    const profile = await api("/api/user/profile", { token });
    expect(profile.body).toMatchObject({ isAdmin: true, subscriptionTier: "combined_pro" });
    expect(new Date(String(profile.body.subscriptionExpiresAt)).getTime()).toBeGreaterThan(Date.now());
    expect(admin("set-tier", email, "none").code).toBe(0);
    expect((await api("/api/user/profile", { token })).body.subscriptionTier).toBeNull();
  });

  it("grants credits and records them in the ledger", async () => {
    const { email } = await registerAndGetToken("Cred");
    const result = admin("grant-credits", email, "10");
    expect(result.code).toBe(0);
    expect(result.out).toContain("2 free, 10 premium message");
  });

  it("explains a bad tier, an unknown user and an unknown command", async () => {
    const { email } = await registerAndGetToken();
    const badTier = admin("set-tier", email, "platinum");
    expect(badTier.code).toBe(1);
    expect(badTier.out).toContain("Tier must be one of");
    expect(admin("set-admin", "nobody@example.test").out).toContain("No user with the email nobody@example.test");
    expect(admin("frobnicate").out).toContain("Usage: npm run admin");
  });
});
