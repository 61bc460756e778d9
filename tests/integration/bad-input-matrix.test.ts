// Every /api route, found on disk so a new route is covered without a word here, gets the requests an
// attacker or a broken client sends: no body, the wrong types, 10 MB of JSON, a spoofed
// X-Forwarded-For, another user's token, and a cross-site Origin with the owner's cookie. None may answer
// 5xx or show a stack trace; every route on another user's guestbook, recording or file refuses; no
// cross-site write goes through.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeJwt } from "jose";
import { api, registerAndGetToken, type TApiResult } from "../helpers/api";
import { makeToneBytes } from "../helpers/audio";
import { createFreeGuestbook, recordAsGuest } from "../helpers/guestbooks";

type TRoute = { template: string; methods: string[]; ownerOnly: boolean; nextAuth?: boolean };

const API_DIR = path.join(process.cwd(), "app", "api");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Open to anyone holding the link: another user may read these.
const PUBLIC = [/^\/api\/guestbooks\/\[id\]\/public$/, /^\/api\/messages\/\[id\]/, /^\/api\/user\/\[creatorId\]\//];
// Sent with the owner's own token only where a request cannot end the owner's session for the rest.
const ENDS_SESSION = new Set(["/api/auth/logout", "/api/user/sessions"]);
const NEXT_AUTH_PATHS = [
  "session",
  "csrf",
  "providers",
  "signin",
  "signin/credentials",
  "signout",
  "callback/credentials",
  "callback/google-id-token",
  "error",
  "_log",
  "verify-request",
];
const BROKEN_JSON = '{"email": "a@b.c", "password": ';

function discoverRoutes(dir = API_DIR): TRoute[] {
  const routes: TRoute[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) routes.push(...discoverRoutes(full));
    if (entry.name !== "route.ts") continue;
    const source = readFileSync(full, "utf8");
    const template = `/api/${path.relative(API_DIR, dir).split(path.sep).join("/")}`;
    const methods = METHODS.filter((method) => new RegExp(`export (const|async function) ${method}\\b`).test(source));
    // next-auth's catch-all answers its own paths: each of them is sent everything below. Its writes are
    // guarded by its own CSRF token (a double-submit cookie), not by the Origin, so the cross-site check
    // below does not apply to them.
    if (template.includes("[...nextauth]")) {
      routes.push(...NEXT_AUTH_PATHS.map((action) => ({ template: `/api/auth/${action}`, methods, ownerOnly: false, nextAuth: true })));
      continue;
    }
    const ownerOnly = template.includes("[") && /withUser\b/.test(source) && !PUBLIC.some((pattern) => pattern.test(template));
    routes.push({ template, methods, ownerOnly });
  }
  return routes;
}

const STACK = /\bat [\w.<>]+ \(|node_modules|\.tsx?:\d+|\.js:\d+:\d+/;
const WRONG_TYPES = JSON.stringify({ guestbookName: 5, tierIdx: "x", eventDate: [1], credential: {}, email: false, firstName: null, recordingIds: "a" });
const TEN_MB = `{"padding":"${"x".repeat(10 * 1024 * 1024)}"}`;

describe("bad input to every /api route", () => {
  const routes = discoverRoutes();
  const results: { label: string; result: TApiResult }[] = [];
  let ids: Record<string, string>;
  let owner: string;
  let stranger: string;

  beforeAll(async () => {
    const a = await registerAndGetToken("Matrix");
    owner = a.token;
    stranger = (await registerAndGetToken("Intruder")).token;
    const guestbook = await createFreeGuestbook(owner, { guestbookName: "Matrix" });
    const take = await recordAsGuest({ guestbookId: String(guestbook.id), audio: await makeToneBytes(1.2), guestName: "Guest" });
    const filler = "c".repeat(25);
    ids = { id: String(guestbook.id), recordingId: String(take.body.id), stitchId: filler, sessionId: filler, creatorId: String(decodeJwt(owner).userId) };
  }, 60_000);

  function pathFor(template: string): string {
    // /api/audio/[id] and /api/user-images/[id] name a recording and an image, not a guestbook.
    if (template.startsWith("/api/audio/")) return template.replace("[id]", ids.recordingId);
    if (template.startsWith("/api/user-images/") || template.startsWith("/api/messages/")) return template.replace("[id]", "c".repeat(22));
    return template.replace(/\[(\w+)\]/g, (_, name: string) => ids[name] ?? "unknown");
  }

  async function send(label: string, route: string, method: string, options: Parameters<typeof api>[1] = {}) {
    const result = await api(route, { method, ...options });
    results.push({ label: `${method} ${route} (${label})`, result });
    return result;
  }

  it("finds every route", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((route) => route.template)).toEqual(expect.arrayContaining(["/api/auth/session", "/api/auth/callback/credentials"]));
    expect(routes.filter((route) => route.ownerOnly).map((route) => route.template)).toEqual(
      expect.arrayContaining(["/api/guestbooks/[id]", "/api/audio/[id]", "/api/guestbooks/[id]/recordings/[recordingId]"]),
    );
  });

  it("answers none of them with a 5xx or a stack trace, and keeps another user out", async () => {
    const refusedStranger: string[] = [];
    const crossSiteWrites: string[] = [];
    for (const { template, methods, ownerOnly, nextAuth } of routes) {
      const route = pathFor(template);
      for (const method of methods) {
        await send("no body, no token", route, method);
        await send("spoofed X-Forwarded-For", route, method, { headers: { "x-forwarded-for": "203.0.113.9, 10.0.0.1", "x-real-ip": "203.0.113.9" } });
        const asStranger = await send("another user's token", route, method, { token: stranger });
        if (ownerOnly && asStranger.status < 400) refusedStranger.push(`${method} ${route}: ${asStranger.status}`);
        if (WRITES.has(method)) {
          const crossSite = await send("cross-site Origin with the owner's cookie", route, method, {
            raw: WRONG_TYPES,
            headers: { cookie: `next-auth.session-token=${owner}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
          });
          if (crossSite.status < 400 && !nextAuth) crossSiteWrites.push(`${method} ${route}: ${crossSite.status}`);
          if (method !== "DELETE" && !ENDS_SESSION.has(template)) {
            await send("wrong types", route, method, { token: owner, raw: WRONG_TYPES });
            await send("broken JSON", route, method, { token: owner, raw: BROKEN_JSON });
            await send("10 MB of JSON", route, method, { token: owner, raw: TEN_MB });
          }
        }
      }
    }
    const serverErrors = results.filter(({ result }) => result.status >= 500).map(({ label, result }) => `${label}: ${result.status}`);
    const leaks = results.filter(({ result }) => STACK.test(JSON.stringify(result.body))).map(({ label }) => label);
    expect({ serverErrors, leaks, refusedStranger, crossSiteWrites }).toEqual({ serverErrors: [], leaks: [], refusedStranger: [], crossSiteWrites: [] });
    // Still the owner's: nothing above changed or deleted it.
    expect((await api(`/api/guestbooks/${ids.id}`, { token: owner })).status).toBe(200);
  }, 300_000);
});
