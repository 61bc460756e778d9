// GET /api/dashboard-data over HTTP: signed-in only, each user's own guestbooks, pro lists for pro tiers.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { api, registerAndGetToken } from "../helpers/api";
import { createFreeGuestbook, todayUtc } from "../helpers/guestbooks";

/**
 * The admin CLI, run without blocking: a synchronous spawn froze this process for seconds on a busy
 * machine, the app closed the idle keep-alive socket meanwhile, and the next request died on it.
 */
async function admin(...args: string[]): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [require.resolve("tsx/cli"), "scripts/admin.ts", ...args], { encoding: "utf8", env: process.env });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`admin ${args.join(" ")} failed: ${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  }
}

type TList = {
  id: string;
  name: string;
  isSubscriptionGuestbook: boolean;
  currentStatus: string;
  tierName: string;
  recordingCount: number;
  requiresUpgradeCount: number;
  publicUrl: string;
  eventDate: string;
  createdAt: string;
}[];

describe("GET /api/dashboard-data", () => {
  it("answers 401 without a token", async () => {
    const result = await api("/api/dashboard-data");
    expect(result.status).toBe(401);
    expect(result.body.error).toEqual(expect.any(String));
  });

  it("answers 401 for a token that is not ours", async () => {
    expect((await api("/api/dashboard-data", { token: "not.a.token" })).status).toBe(401);
  });

  it("gives a new user empty lists and no pro allowance", async () => {
    const { token } = await registerAndGetToken("Dee");
    const result = await api("/api/dashboard-data", { token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      guestbooks: [],
      subscriptionGuestbooks: [],
      audioMessages: [],
      subscriptionAudioMessages: [],
      subscriptionInfo: { subscriptionGuestbooksCreated: 0, subscriptionGuestbooksLimit: 0, audioMessagePagesUsed: 0, audioMessagePagesLimit: 0 },
    });
  });

  it("lists only the caller's own guestbooks, in the guestbook shape", async () => {
    const owner = await registerAndGetToken("Own");
    const other = await registerAndGetToken("Oth");
    const id = String((await createFreeGuestbook(owner.token, { guestbookName: "Owner's Wedding" })).id);
    await createFreeGuestbook(other.token, { guestbookName: "Someone else's" });

    const mine = await api("/api/dashboard-data", { token: owner.token });
    const guestbooks = mine.body.guestbooks as TList;
    expect(guestbooks).toHaveLength(1);
    expect(guestbooks[0]).toMatchObject({
      id,
      _id: id,
      guestbookId: id,
      name: "Owner's Wedding",
      eventType: "Wedding",
      eventDate: todayUtc(),
      tierName: "Free",
      recordingCount: 0,
      requiresUpgradeCount: 0,
      isSubscriptionGuestbook: false,
      publicUrl: expect.stringMatching(new RegExp(`/live-guestbook/${id}$`)),
    });
    expect(["active", "upcoming"]).toContain(guestbooks[0].currentStatus);

    const theirs = await api("/api/dashboard-data", { token: other.token });
    expect((theirs.body.guestbooks as TList).map((guestbook) => guestbook.name)).toEqual(["Someone else's"]);
  });

  it("gives pro subscribers their pro guestbooks apart, with the counters, and unlimited as null", async () => {
    const { email, token } = await registerAndGetToken("Pro");
    await admin("set-tier", email, "guestbook_reseller");
    await createFreeGuestbook(token, { guestbookName: "Own free one" });
    const created = await api("/api/subscription-guestbooks", { method: "POST", token, json: {} });
    expect(created.status).toBe(201);

    const result = await api("/api/dashboard-data", { token });
    expect((result.body.guestbooks as TList).map((guestbook) => guestbook.name)).toEqual(["Own free one"]);
    const pro = result.body.subscriptionGuestbooks as TList;
    expect(pro.map((guestbook) => guestbook.id)).toEqual([created.body.guestbookId]);
    expect(pro[0]).toMatchObject({ isSubscriptionGuestbook: true, tierName: "Pro XL" });
    // A reseller's plan has unlimited pro guestbooks (null) and no pro cards (0).
    expect(result.body.subscriptionInfo).toEqual({
      subscriptionGuestbooksCreated: 1,
      subscriptionGuestbooksLimit: null,
      audioMessagePagesUsed: 0,
      audioMessagePagesLimit: 0,
    });

    // A lapsed subscription hides the pro list, as it hides the tab.
    await admin("set-tier", email, "none");
    const lapsed = await api("/api/dashboard-data", { token });
    expect(lapsed.body.subscriptionGuestbooks).toEqual([]);
    expect(lapsed.body.guestbooks as TList).toHaveLength(1);
  });

  it("lists the caller's audio cards and pro audio cards, and nobody else's", async () => {
    const { email, token } = await registerAndGetToken("Sel");
    const other = await registerAndGetToken("Nos");
    await admin("set-tier", email, "combined_pro");
    const created = await api("/api/subscription-audio-messages", { method: "POST", token, json: { count: 2 } });
    expect(created.status).toBe(201);

    const result = await api("/api/dashboard-data", { token });
    expect(result.status).toBe(200);
    const pro = result.body.subscriptionAudioMessages as { id: string; status: string; isActive: boolean; activationCode: string }[];
    expect(pro).toHaveLength(2);
    expect(pro.map((card) => card.id)).toContain(created.body.messageId);
    for (const card of pro) expect(card).toMatchObject({ status: "created", isActive: false, activationCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    expect(result.body.audioMessages).toEqual([]);
    expect(result.body.subscriptionInfo).toMatchObject({ audioMessagePagesUsed: 2 });

    const theirs = await api("/api/dashboard-data", { token: other.token });
    expect(theirs.body.subscriptionAudioMessages).toEqual([]);
    expect(theirs.body.audioMessages).toEqual([]);
  });

  it("leaves a deleted guestbook out", async () => {
    const { token } = await registerAndGetToken("Del");
    const id = String((await createFreeGuestbook(token, { guestbookName: "Short-lived" })).id);
    expect((await api(`/api/guestbooks/${id}`, { method: "DELETE", token })).status).toBe(200);
    expect((await api("/api/dashboard-data", { token })).body.guestbooks).toEqual([]);
  });
});
