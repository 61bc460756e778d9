// Client addresses and rate limits, against the running app (numbers: docs/SECURITY.md). A limit counts the
// connection's address, or behind a trusted proxy the address that proxy saw, never one the client wrote;
// attempts are counted before they are judged, so parallel ones cannot slip past; failed sign-ins slow the
// guessing address down without locking the account's owner out; expired counters are swept.
import { randomInt } from "node:crypto";
import { Pool } from "pg";
import { sweepRateLimits } from "@/lib/rate-limit/sweep-rate-limits";
import { api, asVisitor, login, registerAndGetToken, uniqueEmail, type TApiResult } from "../helpers/api";
import { makeToneBytes } from "../helpers/audio";
import { baseUrl, databaseUrl, gateCode, gatedBaseUrl, proxiedBaseUrl } from "../helpers/env";
import { createFreeGuestbook, recordAsGuest } from "../helpers/guestbooks";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const TOO_MANY_ATTEMPTS = { error: "Too many attempts. Please wait a few minutes and try again.", code: "RATE_LIMITED" };
const TOO_MANY_REQUESTS = { error: "Too many requests. Please try again later.", code: "RATE_LIMITED" };

/** An address from the benchmarking range, which no other test uses. */
function unusedAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

async function keysMentioning(text: string): Promise<string[]> {
  const { rows } = await pool.query<{ key: string }>(`SELECT "key" FROM "RateLimit" WHERE strpos("key", $1) > 0 ORDER BY "key"`, [text]);
  return rows.map((row) => row.key);
}

async function countOf(key: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`SELECT "count" FROM "RateLimit" WHERE "key" = $1 AND "resetAt" > now()`, [key]);
  return rows[0]?.count ?? 0;
}

/** A message save the server refuses (no audio) after its per-address limit has counted it. */
function emptySave(base: string, headers: Record<string, string>) {
  const form = new FormData();
  form.set("title", "Nothing here");
  return fetch(`${base}/api/upload-audio`, { method: "POST", body: form, headers });
}

const retryAfter = (result: TApiResult) => Number(result.headers.get("retry-after"));

describe("the address a limit counts", () => {
  it("is the connection's on a default instance, whatever X-Forwarded-For and X-Real-IP say", async () => {
    const [written, alsoWritten] = [unusedAddress(), unusedAddress()];
    const before = await countOf("upload-audio:ip:127.0.0.1");
    const response = await emptySave(baseUrl, { "x-forwarded-for": `${written}, ${alsoWritten}`, "x-real-ip": alsoWritten });
    expect(response.status).toBe(400);
    expect(await keysMentioning(written)).toEqual([]);
    expect(await keysMentioning(alsoWritten)).toEqual([]);
    expect(await countOf("upload-audio:ip:127.0.0.1")).toBe(before + 1);
  });

  it("behind TRUST_PROXY_HOPS=1 is the one the proxy appended, not what the client wrote before it", async () => {
    const [written, seenByProxy] = [unusedAddress(), unusedAddress()];
    const response = await emptySave(proxiedBaseUrl, { "x-forwarded-for": `${written}, ${seenByProxy}`, "x-real-ip": written });
    expect(response.status).toBe(400);
    expect(await keysMentioning(written)).toEqual([]);
    expect(await keysMentioning(seenByProxy)).toEqual([`upload-audio:ip:${seenByProxy}`]);
  });

  it("is an IPv6 client's /64, the block one household can pick addresses from", async () => {
    const block = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
    await emptySave(proxiedBaseUrl, asVisitor(`${block}::1`));
    await emptySave(proxiedBaseUrl, asVisitor(`${block}:0:0:0:abcd`));
    expect(await countOf(`upload-audio:ip:${block}::/64`)).toBe(2);
  });
});

describe("failed sign-ins", () => {
  it("are counted before they are judged: of 20 wrong passwords sent at once, 5 are checked and 15 refused", async () => {
    const { email } = await registerAndGetToken();
    const guesser = asVisitor();
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => login(email, `wrong-${n}`, guesser)));
    expect(results.filter((result) => result.status === 401)).toHaveLength(5);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(15);
    expect(refused[0].body).toEqual(TOO_MANY_ATTEMPTS);
    expect(retryAfter(refused[0])).toBeGreaterThan(0);
  });

  it("slow down the guessing address on that account, with longer waits, while the owner signs in from elsewhere", async () => {
    const { email, password } = await registerAndGetToken();
    const guesser = asVisitor();
    for (let n = 0; n < 5; n += 1) expect((await login(email, `wrong-${n}`, guesser)).status).toBe(401);
    // From the guessing address even the right password now waits its turn (30 s)...
    const waiting = await login(email, password, guesser);
    expect(waiting.status).toBe(429);
    expect(retryAfter(waiting)).toBeGreaterThan(20);
    expect(retryAfter(waiting)).toBeLessThanOrEqual(30);
    // ...while the owner, elsewhere, is not held up at all.
    expect((await login(email, password, asVisitor())).status).toBe(200);

    // Once the wait is over (the clock moved on by rewriting the counter) one more guess, then twice as long.
    await pool.query(`UPDATE "RateLimit" SET "resetAt" = "resetAt" - interval '30 seconds' WHERE "key" LIKE $1`, [`login-fail:account:${email}:%`]);
    expect((await login(email, "wrong-again", guesser)).status).toBe(401);
    const longer = await login(email, password, guesser);
    expect(longer.status).toBe(429);
    expect(retryAfter(longer)).toBeGreaterThan(50);
    expect(retryAfter(longer)).toBeLessThanOrEqual(60);
  });

  it("slow down an address that fails on many accounts after 30, and not the accounts' owners", async () => {
    const sprayer = asVisitor();
    const guesses = await Promise.all(Array.from({ length: 30 }, () => login(uniqueEmail("spray"), "guess-123", sprayer)));
    expect(guesses.map((guess) => guess.status)).toEqual(Array(30).fill(401));
    const { email, password } = await registerAndGetToken();
    const refused = await login(email, password, sprayer);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_ATTEMPTS);
    expect((await login(email, password, asVisitor())).status).toBe(200);
  });

  it("of wrong access codes are counted before they are judged too", async () => {
    // The gated instance sees every test as 127.0.0.1: this test starts that address afresh, and leaves it so.
    const forgetLocalhost = () => pool.query(`DELETE FROM "RateLimit" WHERE "key" = 'gate-fail:ip:127.0.0.1'`);
    await forgetLocalhost();
    try {
      const results = await Promise.all(Array.from({ length: 20 }, () => api("/api/gate", { base: gatedBaseUrl, method: "POST", json: { code: "wrong" } })));
      expect(results.filter((result) => result.status === 401)).toHaveLength(10);
      expect(results.filter((result) => result.status === 429)).toHaveLength(10);
      expect((await api("/api/gate", { base: gatedBaseUrl, method: "POST", json: { code: gateCode } })).status).toBe(429);
    } finally {
      await forgetLocalhost();
    }
  });
});

describe("per-address limits on open doors", () => {
  async function spend(count: number, send: () => Promise<TApiResult>): Promise<void> {
    for (let sent = 0; sent < count; sent += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, count - sent) }, send));
      expect(batch.filter((result) => result.status === 429)).toEqual([]);
    }
  }

  it("let one address create 30 accounts an hour (an office's sign-ups), then answer 429 for the rest of it", async () => {
    const office = asVisitor();
    const register = (visitor: Record<string, string>) => () =>
      api("/api/auth/register", {
        base: proxiedBaseUrl,
        method: "POST",
        json: { firstName: "Ofelia", email: uniqueEmail("office"), password: "long enough" },
        headers: visitor,
      });
    await spend(30, register(office));
    const refused = await register(office)();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect(retryAfter(refused)).toBeGreaterThan(3000);
    expect((await register(asVisitor())()).status).toBe(201);
  });

  it.each<[string, number, (visitor: Record<string, string>) => Promise<TApiResult>]>([
    [
      "POST /api/newsletter",
      30,
      (visitor) => api("/api/newsletter", { base: proxiedBaseUrl, method: "POST", json: { email: uniqueEmail("news") }, headers: visitor }),
    ],
    [
      "POST /api/auth/google",
      60,
      (visitor) => api("/api/auth/google", { base: proxiedBaseUrl, method: "POST", json: { credential: "not-a-jwt" }, headers: visitor }),
    ],
    ["GET /api/stock-photos", 300, (visitor) => api("/api/stock-photos?category=Wedding&page=1", { base: proxiedBaseUrl, headers: visitor })],
  ])("limit %s to %d an hour per address", async (_door, max, send) => {
    const visitor = asVisitor();
    await spend(max, () => send(visitor));
    const refused = await send(visitor);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect((await send(asVisitor())).status).not.toBe(429);
  });

  it("count the browser's Google sign-in (next-auth) with the API's", async () => {
    const visitor = asVisitor();
    const googleInBrowser = async () => {
      const csrf = await fetch(`${proxiedBaseUrl}/api/auth/csrf`, { headers: visitor });
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const cookie = csrf.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const response = await fetch(`${proxiedBaseUrl}/api/auth/callback/google-id-token`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...visitor },
        body: new URLSearchParams({ csrfToken, credential: "not-a-jwt", json: "true" }),
      });
      const target = response.headers.get("location") ?? String(((await response.json()) as { url?: string }).url ?? "");
      return new URL(target, proxiedBaseUrl).searchParams.get("error");
    };
    expect(await googleInBrowser()).toMatch(/^Google sign-in failed\./);
    await spend(59, () => api("/api/auth/google", { base: proxiedBaseUrl, method: "POST", json: { credential: "not-a-jwt" }, headers: visitor }));
    expect(await googleInBrowser()).toBe(TOO_MANY_REQUESTS.error);
  });
});

describe("a guestbook's burst limit (20 takes a minute)", () => {
  it("counts only accepted takes: 30 posts with no audio or no recording leave it untouched, the address's limit counts them", async () => {
    const { token } = await registerAndGetToken("Burst");
    const id = String((await createFreeGuestbook(token)).id);
    const junk = asVisitor();
    const post = (audio: Blob | null) => {
      const form = new FormData();
      form.set("guestbookId", id);
      form.set("anonymous", "true");
      if (audio) form.set("audio", audio, "recording.webm");
      return fetch(`${proxiedBaseUrl}/api/guestbooks/record`, { method: "POST", body: form, headers: junk });
    };
    const statuses: number[] = [];
    for (let n = 0; n < 25; n += 1) statuses.push((await post(null)).status);
    for (let n = 0; n < 5; n += 1) statuses.push((await post(new Blob(["not a recording"], { type: "audio/webm" }))).status);
    expect(statuses).toEqual([...Array(25).fill(400), ...Array(5).fill(415)]);
    expect(await countOf(`guestbook-takes:${id}`)).toBe(0);
    expect(await countOf(`guestbook-record:ip:${junk["x-forwarded-for"]}`)).toBe(30);

    const real = await recordAsGuest({ guestbookId: id, audio: await makeToneBytes(1.5), guestName: "Real guest" });
    expect(real.status).toBe(201);
    expect(await countOf(`guestbook-takes:${id}`)).toBe(1);
  }, 60_000);
});

describe("expired counters", () => {
  it("are swept, and live ones kept", async () => {
    const [expired, live] = [`test-sweep:${unusedAddress()}:expired`, `test-sweep:${unusedAddress()}:live`];
    await pool.query(`INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES ($1, 3, now() - interval '1 second'), ($2, 3, now() + interval '1 hour')`, [
      expired,
      live,
    ]);
    // One instance sweeps at a time; an app instance sweeping at this very moment leaves this call nothing to do.
    for (let attempt = 0; attempt < 5 && (await keysMentioning(expired)).length > 0; attempt += 1) {
      await sweepRateLimits();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await keysMentioning(expired)).toEqual([]);
    expect(await keysMentioning(live)).toEqual([live]);
    await pool.query(`DELETE FROM "RateLimit" WHERE "key" = $1`, [live]);
  });
});
