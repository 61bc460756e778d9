// The server's micro-cache of public pages, in front of a stand-in for Next.js on a real HTTP server: which
// requests it answers, that every answer has a nonce of its own, and that writes forget.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { PageCache, pageCacheKey } from "./page-cache";

type TRendered = { status?: number; setCookie?: boolean; gzip?: boolean; delayMs?: number };

let clock = 1_000_000;
let renders = 0;
let version = "one";
let next: TRendered = {};
let cache: PageCache;
let server: http.Server;
let base: string;

// What Next.js does for a page: a fresh nonce in the CSP header and in every script tag, the body streamed.
function render(request: http.IncomingMessage, response: http.ServerResponse) {
  renders += 1;
  const nonce = randomBytes(16).toString("base64");
  const html = `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script></head><body><h1>${version}</h1><script nonce="${nonce}">self.__next_f.push(${JSON.stringify({ nonce })})</script></body></html>`;
  response.statusCode = next.status ?? 200;
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; frame-ancestors 'none'`);
  response.setHeader("X-Content-Type-Options", "nosniff");
  if (next.setCookie) response.setHeader("Set-Cookie", "a=b");
  const gzip = next.gzip && /gzip/.test(String(request.headers["accept-encoding"]));
  if (gzip) response.setHeader("Content-Encoding", "gzip");
  const body = gzip ? zlib.gzipSync(html) : Buffer.from(html);
  setTimeout(() => {
    response.write(body.subarray(0, 40));
    response.end(body.subarray(40));
  }, next.delayMs ?? 0);
}

beforeEach(async () => {
  renders = 0;
  version = "one";
  next = {};
  cache = new PageCache({ ttlMs: 2_000, now: () => clock });
  server = http.createServer((request, response) => {
    if (!cache.handle(request, response)) render(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function view(path = "/live-guestbook/abc", init: RequestInit = {}) {
  const response = await fetch(base + path, init);
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  return {
    status: response.status,
    html,
    state: response.headers.get("x-echobook-cache"),
    headerNonce: csp.match(/'nonce-([^']+)'/)?.[1],
    bodyNonces: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))],
    nosniff: response.headers.get("x-content-type-options"),
  };
}

describe("pageCacheKey", () => {
  const request = (url: string, headers: http.IncomingHttpHeaders = {}, method = "GET") => ({ method, url, headers: { host: "example.test", ...headers } });

  it("keys the public pages by language, host and address", () => {
    for (const url of [
      "/",
      "/live-guestbook/a1",
      "/message/m1?utm=x",
      "/personal-message/c1",
      "/audio/p1",
      "/embed/message/m1",
      "/start-exploring",
      "/start-exploring/a-post",
    ]) {
      expect(pageCacheKey(request(url))).toBe(`en example.test${url}`);
    }
  });

  it("keeps each language apart: ?lang=, the remembered choice, then Accept-Language", () => {
    const es = pageCacheKey(request("/live-guestbook/a1", { "accept-language": "es-ES,es;q=0.9" }));
    const de = pageCacheKey(request("/live-guestbook/a1", { "accept-language": "de-DE,de;q=0.9,en;q=0.8" }));
    expect(es).toBe("es example.test/live-guestbook/a1");
    expect(de).toBe("de example.test/live-guestbook/a1");
    expect(pageCacheKey(request("/live-guestbook/a1", { "accept-language": "es", cookie: "echobook-lang=ar" }))).toBe("ar example.test/live-guestbook/a1");
    expect(pageCacheKey(request("/live-guestbook/a1?lang=nl", { "accept-language": "es" }))).toBe("nl example.test/live-guestbook/a1?lang=nl");
    // A language not offered is English, and shares English's page.
    expect(pageCacheKey(request("/live-guestbook/a1", { "accept-language": "sw" }))).toBe("en example.test/live-guestbook/a1");
  });

  it("leaves everything else to Next.js", () => {
    for (const url of ["/dashboard", "/guestbook/a1", "/api/guestbooks/a1/public", "/personal-message", "/live-guestbook/a1/extra", "/message/m1?_rsc=abc"]) {
      expect(pageCacheKey(request(url))).toBeNull();
    }
    expect(pageCacheKey(request("/message/m1", {}, "HEAD"))).toBeNull();
    expect(pageCacheKey(request("/message/m1", {}, "POST"))).toBeNull();
  });

  it("never keys a signed-in visitor's request, a client navigation or a server action", () => {
    expect(pageCacheKey(request("/message/m1", { cookie: "theme=dark; next-auth.session-token=abc" }))).toBeNull();
    expect(pageCacheKey(request("/message/m1", { cookie: "__Secure-next-auth.session-token=abc" }))).toBeNull();
    expect(pageCacheKey(request("/message/m1", { authorization: "Bearer abc" }))).toBeNull();
    for (const name of ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"]) {
      expect(pageCacheKey(request("/message/m1", { [name]: "1" }))).toBeNull();
    }
    expect(pageCacheKey(request("/message/m1", { cookie: "echobook_gate=x; other-next-auth.session-tokenish=1" }))).toBe("en example.test/message/m1");
  });
});

describe("PageCache", () => {
  it("renders once a moment and gives every answer a nonce of its own, in the header and the page alike", async () => {
    const first = await view();
    const second = await view();
    const third = await view();
    expect([first.state, second.state, third.state]).toEqual(["MISS", "HIT", "HIT"]);
    expect(renders).toBe(1);
    const nonces = [first, second, third].map((answer) => {
      expect(answer.bodyNonces).toEqual([answer.headerNonce]);
      expect(answer.html).toContain(`{"nonce":"${answer.headerNonce}"}`);
      expect(answer.nosniff).toBe("nosniff");
      return answer.headerNonce;
    });
    expect(new Set(nonces).size).toBe(3);
    expect(second.html.replaceAll(second.headerNonce!, "N")).toBe(first.html.replaceAll(first.headerNonce!, "N"));
  });

  it("keeps a compressed render and compresses each answer for a client that takes gzip", async () => {
    next = { gzip: true };
    await view("/message/m1", { headers: { "accept-encoding": "gzip" } });
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      http.get(`${base}/message/m1`, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      });
    });
    expect(raw.encoding).toBe("gzip");
    expect(zlib.gunzipSync(raw.body).toString()).toContain("<h1>one</h1>");
    const plain = await new Promise<string>((resolve) => {
      http.get(`${base}/message/m1`, (response) => {
        expect(response.headers["content-encoding"]).toBeUndefined();
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve(text));
      });
    });
    expect(plain).toContain("<h1>one</h1>");
    expect(renders).toBe(1);
  });

  it("renders again once the moment is over", async () => {
    await view();
    clock += 2_001;
    version = "two";
    const after = await view();
    expect(after.state).toBe("MISS");
    expect(after.html).toContain("<h1>two</h1>");
    expect(renders).toBe(2);
  });

  it("answers from the kept copy while one request renders the page again, and only one does", async () => {
    await view();
    clock += 2_500;
    version = "two";
    next = { delayMs: 300 };
    const [refresh, ...others] = await Promise.all([
      view(),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => Promise.all([view(), view(), view()])),
    ]).then(([first, rest]) => [first, ...rest]);
    expect(refresh.state).toBe("MISS");
    expect(refresh.html).toContain("<h1>two</h1>");
    for (const other of others) expect(other).toMatchObject({ state: "STALE" });
    expect(others[0].html).toContain("<h1>one</h1>");
    expect(renders).toBe(2);
    expect((await view()).state).toBe("HIT");
  });

  it("forgets every page when a write comes in, and does not keep a render that began before it", async () => {
    await view("/live-guestbook/abc");
    await view("/message/m1");
    expect(cache.size).toBe(2);
    expect((await fetch(`${base}/api/guestbooks/abc`, { method: "PUT" })).status).toBe(200);
    expect(cache.size).toBe(0);

    version = "two";
    next = { delayMs: 200 };
    const slow = view("/live-guestbook/abc");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fetch(`${base}/api/guestbooks/abc`, { method: "POST" });
    expect((await slow).html).toContain("<h1>two</h1>");
    expect(cache.size).toBe(0);
    next = {};
    expect((await view("/live-guestbook/abc")).state).toBe("MISS");
  });

  it("keeps its pages through a guest's take, which changes no page, but not through any other write", async () => {
    await view("/live-guestbook/abc");
    expect(cache.size).toBe(1);
    await fetch(`${base}/api/guestbooks/record`, { method: "POST" });
    await fetch(`${base}/api/guestbooks/record?lang=es`, { method: "POST" });
    expect(cache.size).toBe(1);
    expect((await view("/live-guestbook/abc")).state).toBe("HIT");
    // Only that route, and only its POST.
    await fetch(`${base}/api/guestbooks/record`, { method: "DELETE" });
    expect(cache.size).toBe(0);
    await view("/live-guestbook/abc");
    await fetch(`${base}/api/guestbooks/recordings`, { method: "POST" });
    expect(cache.size).toBe(0);
  });

  it("keeps no error, no answer that sets a cookie, and serves signed-in visitors afresh", async () => {
    next = { status: 404 };
    await view();
    await view();
    next = { setCookie: true };
    await view();
    await view();
    expect(renders).toBe(4);
    next = {};
    await view();
    const signedIn = await view("/live-guestbook/abc", { headers: { cookie: "next-auth.session-token=t" } });
    expect(signedIn.state).toBeNull();
    expect(renders).toBe(6);
  });
});
