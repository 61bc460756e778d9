import { expireStripeSession, type TCheckoutSessionsApi } from "./stripe-session-expiry";

function fakeSessions(opts: { expire: "ok" | "refused"; status?: "open" | "complete" | "expired" }) {
  const calls: string[] = [];
  const api: TCheckoutSessionsApi = {
    async expire(id) {
      calls.push(`expire ${id}`);
      if (opts.expire === "refused") throw new Error("Only Checkout Sessions with a status of `open` can be expired.");
      return {};
    },
    async retrieve(id) {
      calls.push(`retrieve ${id}`);
      return { status: opts.status ?? null };
    },
  };
  return { api, calls };
}

describe("expireStripeSession", () => {
  it("expires an open session", async () => {
    const { api, calls } = fakeSessions({ expire: "ok" });
    await expect(expireStripeSession(api, "cs_1")).resolves.toBe("expired");
    expect(calls).toEqual(["expire cs_1"]);
  });

  it("takes a session Stripe already expired as expired", async () => {
    const { api } = fakeSessions({ expire: "refused", status: "expired" });
    await expect(expireStripeSession(api, "cs_1")).resolves.toBe("expired");
  });

  it("reports a session that was paid meanwhile", async () => {
    const { api, calls } = fakeSessions({ expire: "refused", status: "complete" });
    await expect(expireStripeSession(api, "cs_1")).resolves.toBe("completed");
    expect(calls).toEqual(["expire cs_1", "retrieve cs_1"]);
  });

  it("fails when a session that is still open cannot be expired", async () => {
    const { api } = fakeSessions({ expire: "refused", status: "open" });
    await expect(expireStripeSession(api, "cs_1")).rejects.toThrow(/can be expired/);
  });
});
