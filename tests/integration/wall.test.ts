// The live voice wall over HTTP (issue 50): a take saved through one app instance reaches a wall's event
// stream on another within 2 s (PostgreSQL LISTEN/NOTIFY), a wall whose instance restarts resumes with
// Last-Event-ID and misses nothing, only what the wall shows is sent and played, and a rotated or revoked
// link answers 404 on the page, the stream and the audio.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/lib/db/embedded";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { authSecret, baseUrl, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";
import { openEventStream, type TEventStream } from "@/tests/helpers/event-stream";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";

type TLink = { url: string; token: string; playAloud: boolean };
type TTake = { id: string; firstName: string | null; durationMs: number | null; playUrl: string; total: number };

const linkPath = (guestbookId: string) => `/api/guestbooks/${guestbookId}/wall-link`;
const eventsUrl = (base: string, token: string) => `${base}/api/wall/${token}/events`;
const takesOf = (stream: TEventStream) => stream.events.filter((event) => event.event === "take").map((event) => JSON.parse(event.data) as TTake);
const streams: TEventStream[] = [];
let tone: Buffer;

async function open(url: string, lastEventId?: string): Promise<TEventStream> {
  const stream = await openEventStream(url, { lastEventId });
  streams.push(stream);
  return stream;
}

async function wallOfNewGuestbook(): Promise<{ hostToken: string; guestbookId: string; wall: TLink }> {
  const { token } = await registerAndGetToken("Wanda");
  const guestbookId = String((await createFreeGuestbook(token)).id);
  const made = await api(linkPath(guestbookId), { method: "POST", token, json: {} });
  expect(made.status).toBe(200);
  return { hostToken: token, guestbookId, wall: made.body as unknown as TLink };
}

async function record(guestbookId: string, guestName: string, opts: { anonymous?: boolean } = {}): Promise<string> {
  const saved = await recordAsGuest({ guestbookId, audio: tone, guestName, anonymous: opts.anonymous });
  expect(saved.status).toBe(201);
  return String(saved.body.id);
}

beforeAll(async () => {
  tone = await makeToneBytes(2);
});

afterAll(() => {
  for (const stream of streams) stream.close();
});

describe("the wall link", () => {
  test("is the owner's: made once, the same again, rotated on request; others get 404", async () => {
    const { hostToken, guestbookId, wall } = await wallOfNewGuestbook();
    expect(wall.url).toBe(new URL(`/wall/${wall.token}`, wall.url).toString());
    expect(wall.playAloud).toBe(false);
    expect((await api(linkPath(guestbookId), { method: "POST", token: hostToken, json: {} })).body).toMatchObject({ token: wall.token });
    const rotated = await api(linkPath(guestbookId), { method: "POST", token: hostToken, json: { rotate: true } });
    expect(rotated.body.token).not.toBe(wall.token);
    const stranger = await registerAndGetToken("Stranger");
    expect((await api(linkPath(guestbookId), { method: "POST", token: stranger.token, json: {} })).status).toBe(404);
    expect((await api(linkPath(guestbookId), { method: "POST", token: hostToken, json: { playAloud: "yes" } })).status).toBe(400);
  });
});

describe("the wall's events", () => {
  test("a take saved through one instance reaches a wall served by another within 2 s", async () => {
    expect(proxiedBaseUrl).not.toBe(baseUrl);
    const { guestbookId, wall } = await wallOfNewGuestbook();
    const stream = await open(eventsUrl(baseUrl, wall.token));
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("cache-control")).toMatch(/no-transform/);

    const sentAt = performance.now();
    const id = await record(guestbookId, "Ada Lovelace");
    const savedAt = performance.now();
    const [event] = await stream.waitFor(1, 2000);
    expect(event.receivedAt - savedAt).toBeLessThan(2000);
    expect(event.receivedAt - sentAt).toBeGreaterThan(0);
    expect(event.id).toMatch(new RegExp(`^\\d+_${id}$`));
    expect(stream.retry).toBe(3000);
    const [take] = takesOf(stream);
    expect(take).toMatchObject({ id, firstName: "Ada", total: 1, playUrl: `/api/wall/${wall.token}/recordings/${id}/audio` });
    expect(take.durationMs).toBeGreaterThan(1500);
  }, 60_000);

  test("sends only what the wall shows, plays it only when the host lets it, and resumes after an event id", async () => {
    const { hostToken, guestbookId, wall } = await wallOfNewGuestbook();
    const first = await record(guestbookId, "Hidden Hugo");
    const second = await record(guestbookId, "Secret Sam", { anonymous: true });
    const third = await record(guestbookId, "Bea Shown");
    const hidden = await api(`/api/guestbooks/${guestbookId}/recordings/${first}`, { method: "PUT", token: hostToken, json: { listed: false } });
    expect(hidden.status).toBe(200);

    // From the start: the two shown, oldest first, the anonymous guest without a name.
    const all = await open(eventsUrl(proxiedBaseUrl, wall.token));
    await all.waitFor(2, 5000);
    expect(takesOf(all).map((take) => [take.id, take.firstName])).toEqual([
      [second, null],
      [third, "Bea"],
    ]);
    // Resuming after the first of them: only the next.
    const resumed = await open(eventsUrl(baseUrl, wall.token), all.events[0].id!);
    await resumed.waitFor(1, 5000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(takesOf(resumed).map((take) => take.id)).toEqual([third]);

    const playUrl = `${baseUrl}${takesOf(all)[1].playUrl}`;
    expect((await fetch(playUrl)).status).toBe(403);
    expect((await api(linkPath(guestbookId), { method: "POST", token: hostToken, json: { playAloud: true } })).body).toMatchObject({ playAloud: true });
    const played = await fetch(playUrl);
    expect(played.status).toBe(200);
    expect((await played.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The hidden message is not played either.
    expect((await fetch(`${baseUrl}/api/wall/${wall.token}/recordings/${first}/audio`)).status).toBe(404);
  }, 120_000);

  test("with approval on, a waiting take reaches no wall until the host approves it, then comes as a new message", async () => {
    const { hostToken, guestbookId, wall } = await wallOfNewGuestbook();
    const moderated = await api(`/api/guestbooks/${guestbookId}`, { method: "PUT", token: hostToken, json: { moderation: "approve" } });
    expect(moderated.status).toBe(200);
    const stream = await open(eventsUrl(baseUrl, wall.token));
    const early = await record(guestbookId, "Early Eve");
    const later = await record(guestbookId, "Later Len");
    // Nothing while both wait.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(takesOf(stream)).toEqual([]);

    // Approving the later one first: it is on the wall, live, on the other instance's stream too.
    const other = await open(eventsUrl(proxiedBaseUrl, wall.token));
    expect((await api(`/api/guestbooks/${guestbookId}/recordings/${later}`, { method: "PUT", token: hostToken, json: { approved: true } })).status).toBe(200);
    await stream.waitFor(1, 2000);
    await other.waitFor(1, 2000);
    expect(takesOf(stream).map((take) => [take.id, take.firstName, take.total])).toEqual([[later, "Later", 1]]);
    // The earlier take, approved after it (the bulk route), still comes as a new message, after it.
    const bulk = await api(`/api/guestbooks/${guestbookId}/recordings`, { method: "PUT", token: hostToken, json: { ids: [early], approved: true } });
    expect(bulk.status).toBe(200);
    await stream.waitFor(2, 2000);
    expect(takesOf(stream).map((take) => take.id)).toEqual([later, early]);
    // A wall that resumes after the first approval gets the second.
    const resumed = await open(eventsUrl(baseUrl, wall.token), stream.events.find((event) => event.event === "take")!.id!);
    await resumed.waitFor(1, 5000);
    expect(takesOf(resumed).map((take) => take.id)).toEqual([early]);
  }, 120_000);

  test("a rotated or revoked link opens nothing: the page, the stream and the audio answer 404", async () => {
    const { hostToken, guestbookId, wall } = await wallOfNewGuestbook();
    const page = await fetch(`${baseUrl}/wall/${wall.token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("noindex");
    expect(page.headers.get("content-security-policy")).toMatch(/connect-src 'self'/);

    const rotated = (await api(linkPath(guestbookId), { method: "POST", token: hostToken, json: { rotate: true } })).body as unknown as TLink;
    expect((await fetch(`${baseUrl}/wall/${wall.token}`)).status).toBe(404);
    expect((await open(eventsUrl(baseUrl, wall.token))).status).toBe(404);
    expect((await open(eventsUrl(baseUrl, rotated.token))).status).toBe(200);

    expect((await api(linkPath(guestbookId), { method: "DELETE", token: hostToken })).status).toBe(200);
    const revokedPage = await fetch(`${baseUrl}/wall/${rotated.token}`);
    expect(revokedPage.status).toBe(404);
    expect(await revokedPage.text()).toContain("This link no longer opens a wall.");
    const revoked = await open(eventsUrl(baseUrl, rotated.token));
    expect(revoked.status).toBe(404);
    expect((await fetch(`${baseUrl}/api/wall/${rotated.token}/recordings/whatever/audio`)).status).toBe(404);
    expect((await open(eventsUrl(baseUrl, "not-a-token"))).status).toBe(404);
  });
});

describe("the open stream", () => {
  test("is served by the app server itself, with the headers every API answer has", async () => {
    const { wall } = await wallOfNewGuestbook();
    const served = await open(eventsUrl(baseUrl, wall.token));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(served.headers.get("cache-control")).toBe("no-store, no-transform");
    // The route (Next.js) answers a token that opens nothing: the security headers must be the same.
    const refused = await fetch(eventsUrl(baseUrl, "not-a-token"));
    expect(refused.status).toBe(404);
    for (const name of ["x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options", "content-security-policy"]) {
      expect([name, served.headers.get(name)]).toEqual([name, refused.headers.get(name)]);
      expect(served.headers.get(name)).toBeTruthy();
    }
    for (let waited = 0; served.retry === null && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(served.retry).toBe(3000);
  });

  test("ends when its link is revoked (the instance checks its links every 15 s)", async () => {
    const { hostToken, guestbookId, wall } = await wallOfNewGuestbook();
    const stream = await open(eventsUrl(baseUrl, wall.token));
    expect(stream.status).toBe(200);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    expect((await api(linkPath(guestbookId), { method: "DELETE", token: hostToken })).status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (!ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ended).toBe(true);
  }, 30_000);
});

describe("an instance that restarts", () => {
  let work = "";
  let instance: ChildProcess | null = null;

  async function startInstance(port: number): Promise<void> {
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/server.ts", "--port", String(port), "--hostname", "127.0.0.1"], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: databaseUrl,
        DATA_DIR: work,
        PORT: String(port),
        APP_URL: base,
        NEXTAUTH_URL: base,
        AUTH_SECRET: authSecret,
        NEXTAUTH_SECRET: authSecret,
        RUN_WORKERS: "false",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    instance = child;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("the wall's own instance did not start");
  }

  function stopInstance(): Promise<void> {
    const child = instance;
    instance = null;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), "echobook-wall-"));
  });

  afterAll(async () => {
    await stopInstance();
    await rm(work, { recursive: true, force: true });
  });

  test("resumes with Last-Event-ID and misses nothing saved while it was down", async () => {
    const { guestbookId, wall } = await wallOfNewGuestbook();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    await startInstance(port);
    const before = await open(eventsUrl(base, wall.token));
    const firstId = await record(guestbookId, "First Fay");
    const [seen] = await before.waitFor(1, 2000);

    // The instance dies; the stream ends; three guests record (through another instance) meanwhile.
    await stopInstance();
    await before.ended;
    const missed = [await record(guestbookId, "Gil Missed"), await record(guestbookId, "Hana Missed"), await record(guestbookId, "Ivo Missed")];

    await startInstance(port);
    const after = await open(eventsUrl(base, wall.token), seen.id!);
    await after.waitFor(3, 5000);
    const later = await record(guestbookId, "Jo Live");
    await after.waitFor(4, 2000);
    expect(takesOf(before).map((take) => take.id)).toEqual([firstId]);
    expect(takesOf(after).map((take) => take.id)).toEqual([...missed, later]);
    expect(takesOf(after).map((take) => take.total)).toEqual([4, 4, 4, 5]);
  }, 240_000);
});
