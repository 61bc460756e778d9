// The guest page reads its guestbook through a short in-process cache (lib/cache/public-reads.ts), and the
// server keeps the public pages a moment for visitors who are not signed in (lib/http/page-cache.ts): a
// room of guests costs one render and one database read a moment. An owner's change must still show at
// once, every answer must carry a nonce of its own, and what decides (taking a recording) must never
// trust a cache.
import { Pool } from "pg";
import { PUBLIC_READ_TTL_MS } from "@/lib/cache/public-reads";
import { GUESTBOOK_NOT_ACTIVE } from "@/lib/constants/guestbooks";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl, databaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const page = async (id: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${baseUrl}/live-guestbook/${id}`, { headers });
  const html = await response.text();
  return {
    status: response.status,
    html,
    cache: response.headers.get("x-echobook-cache"),
    headerNonce: response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1],
    bodyNonces: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))],
  };
};

describe("the guest page's cached read", () => {
  it("shows an owner's edit on the very next view", async () => {
    const { token } = await registerAndGetToken("Cachet");
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Cache party" });
    const id = String(guestbook.id);
    await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { title: "First title on the page" } });
    expect((await page(id)).html).toContain("First title on the page");
    for (const title of ["Second title on the page", "Third title on the page"]) {
      expect((await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { title } })).status).toBe(200);
      const { html } = await page(id);
      expect(html).toContain(title);
      expect(html).not.toContain("First title on the page");
    }
  });

  it("stops taking recordings the moment the owner closes the guestbook, and says so on the next view", async () => {
    const { token } = await registerAndGetToken("Closer");
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Closing party", allowAnonymous: true });
    const id = String(guestbook.id);
    const take = await makeToneBytes(1.5);
    expect((await page(id)).html).not.toContain(GUESTBOOK_NOT_ACTIVE);
    expect((await recordAsGuest({ guestbookId: id, audio: take, guestName: "Before" })).status).toBe(201);

    expect((await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { allowRecordings: false } })).status).toBe(200);
    const refused = await recordAsGuest({ guestbookId: id, audio: take, guestName: "After" });
    expect(refused).toMatchObject({ status: 403, body: { error: GUESTBOOK_NOT_ACTIVE } });
    expect((await page(id)).html).toContain(GUESTBOOK_NOT_ACTIVE);
  });

  it("refuses a recording at once when the guestbook is closed where this instance cannot see it (another instance, an admin's SQL)", async () => {
    const { token } = await registerAndGetToken("Elsewhere");
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Far party", allowAnonymous: true });
    const id = String(guestbook.id);
    expect((await page(id)).html).not.toContain(GUESTBOOK_NOT_ACTIVE);
    await pool.query(`UPDATE "Guestbook" SET "allowRecordings" = false WHERE id = $1`, [id]);
    const refused = await recordAsGuest({ guestbookId: id, audio: await makeToneBytes(1.5), guestName: "Late" });
    expect(refused).toMatchObject({ status: 403, body: { error: GUESTBOOK_NOT_ACTIVE } });
    // The page itself follows within the cache's lifetime.
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_READ_TTL_MS + 100));
    expect((await page(id)).html).toContain(GUESTBOOK_NOT_ACTIVE);
  });

  it("answers a deleted guestbook's page with 404 on the next view", async () => {
    const { token } = await registerAndGetToken("Gone");
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Short party" });
    const id = String(guestbook.id);
    expect((await page(id)).status).toBe(200);
    expect((await api(`/api/guestbooks/${id}`, { method: "DELETE", token })).status).toBe(200);
    expect((await page(id)).status).toBe(404);
  });

  it("renders the page once for a room of guests, each answer with a nonce of its own that its scripts carry", async () => {
    const { token } = await registerAndGetToken("Roomful");
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Full room" });
    const id = String(guestbook.id);
    const views = [await page(id)];
    views.push(...(await Promise.all([page(id), page(id), page(id)])));
    expect(views[0].cache).toBe("MISS");
    expect(views.slice(1).map((view) => view.cache)).toEqual(["HIT", "HIT", "HIT"]);
    for (const view of views) {
      expect(view.status).toBe(200);
      expect(view.headerNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(view.bodyNonces).toEqual([view.headerNonce]);
      expect(view.html).toContain("Full room");
    }
    expect(new Set(views.map((view) => view.headerNonce)).size).toBe(views.length);
  });

  it("never answers a signed-in visitor from the kept page", async () => {
    const { token } = await registerAndGetToken("Signedin");
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Owner looks" });
    const id = String(guestbook.id);
    await page(id);
    expect((await page(id)).cache).toBe("HIT");
    expect((await page(id, { authorization: `Bearer ${token}` })).cache).toBeNull();
  });

  it("keeps the page through a guest's recording, which changes nothing the page shows, but not through an owner's change", async () => {
    const { token } = await registerAndGetToken("Recorded");
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Busy party", allowAnonymous: true });
    const id = String(guestbook.id);
    await page(id);
    expect((await page(id)).cache).toBe("HIT");
    // A party's every take would otherwise make the page render again for nearly every view.
    expect((await recordAsGuest({ guestbookId: id, audio: await makeToneBytes(1.5), guestName: "Writer", base: baseUrl })).status).toBe(201);
    expect((await page(id)).cache).toBe("HIT");
    expect((await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { title: "Busier party" } })).status).toBe(200);
    const after = await page(id);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Busier party");
  });
});

describe("what the guest page's head asks for first", () => {
  it("preloads the cover from the head, at high priority, with the same WebP widths as the picture", async () => {
    const { token } = await registerAndGetToken("Preloader");
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Preload party" });
    const { html } = await page(String(guestbook.id));
    const head = html.slice(0, html.indexOf("</head>"));
    const link = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain('fetchPriority="high"');
    expect(link).toContain('type="image/webp"');
    const preloaded = /imageSrcSet="([^"]+)"/.exec(link ?? "")?.[1];
    const offered = /<source type="image\/webp" srcSet="([^"]+)"/.exec(html)?.[1];
    expect(preloaded).toMatch(/-480\.webp 480w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
    expect(preloaded).toBe(offered);
    // No web font to download before the first paint: the styles set the phone's own typeface.
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(await (await fetch(`${baseUrl}${sheet}`)).text()).not.toContain("@font-face");
  });
});
