// An ended subscription is no subscription: every pro gate asks the one entitlement check, so a tier
// whose paid period is over opens nothing, while the same tier in force does.
import { Pool } from "pg";
import { decodeJwt } from "jose";
import { api, registerAndGetToken } from "../helpers/api";
import { databaseUrl } from "../helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 1 });
afterAll(() => pool.end());

async function setTier(token: string, expiresAt: Date) {
  await pool.query(`UPDATE "User" SET "subscriptionTier" = 'combined_pro', "subscriptionExpiresAt" = $2 WHERE id = $1`, [decodeJwt(token).userId, expiresAt]);
}

describe("pro features follow the paid period", () => {
  it("opens Pro Audio Guestbooks while the tier is in force, and closes them once it has ended", async () => {
    const { token } = await registerAndGetToken("Reseller");
    await setTier(token, new Date(Date.now() + 86_400_000));
    const inForce = await api("/api/subscription-guestbooks", { method: "POST", token, json: { guestbookName: "Client wedding" } });
    expect(inForce.status).toBe(201);

    await setTier(token, new Date(Date.now() - 60_000));
    const ended = await api("/api/subscription-guestbooks", { method: "POST", token, json: { guestbookName: "After it ended" } });
    expect(ended.status).toBe(403);
    const dashboard = await api("/dashboard?tab=subscription-guestbooks", { headers: { cookie: `next-auth.session-token=${token}` } });
    expect(String(dashboard.body.text)).not.toContain("Create Pro Audio Guestbook");
    expect(String(dashboard.body.text)).toContain("Standard User");
  });
});
