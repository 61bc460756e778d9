// Every shared link unfurls (issue 20): each public page fetched with the user agents of the chat apps
// and an iPhone, parsed by a real unfurler (open-graph-scraper), must name a title, a description and an
// absolute og:image on APP_URL that answers a 1200x630 image under 300 KB. Then the guestbook's own
// picture: versioned by its look, stored, and still answered at an older address.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ogs from "open-graph-scraper";
import { Pool } from "pg";
import robotsParser from "robots-parser";
import sharp from "sharp";
import { api, asVisitor, postCard, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, todayUtc } from "@/tests/helpers/guestbooks";
import { until } from "@/tests/helpers/wait";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const USER_AGENTS = {
  WhatsApp: "WhatsApp/2.24.1.76 A",
  Facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  X: "Twitterbot/1.0",
  Slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  Telegram: "TelegramBot (like TwitterBot)",
  Discord: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  LinkedIn: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  iPhone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
};

const SITE = { title: "Echobook - Be Heard. Be Remembered.", description: "Create and share personal audio messages and guestbooks." };
const HOST_PHOTO = readFileSync(path.join(process.cwd(), "public", "stock", "birthday-kite.jpg"));
// Beside the e2e screenshots, to be looked at.
const screenshots = path.join(process.cwd(), ".data", "test", "screenshots");

type TPreview = {
  title?: string;
  description?: string;
  url?: string;
  image?: string;
  imageWidth?: number;
  imageHeight?: number;
  twitterCard?: string;
  /** Every og:image, twitter:image and og:audio address the page names. */
  media?: string[];
};

/** What the unfurler reads from a page fetched as `userAgent` (it follows redirects, as chat apps do). */
async function unfurl(pagePath: string, userAgent: string): Promise<TPreview> {
  const { error, result } = await ogs({
    url: `${baseUrl}${pagePath}`,
    fetchOptions: { headers: { "user-agent": userAgent } },
    urlValidatorSettings: { require_tld: false, require_protocol: true, protocols: ["http", "https"] } as never,
  });
  if (error) throw new Error(`${pagePath} did not unfurl`);
  const image = result.ogImage?.[0];
  const media = [
    ...(result.ogImage ?? []).map((each) => each.url),
    ...(result.twitterImage ?? []).map((each) => each.url),
    result.ogAudio,
    result.ogAudioURL,
    result.ogAudioSecureURL,
  ];
  return {
    title: result.ogTitle,
    description: result.ogDescription,
    url: result.ogUrl,
    image: image?.url,
    imageWidth: Number(image?.width),
    imageHeight: Number(image?.height),
    twitterCard: result.twitterCard,
    media: media.filter((url): url is string => Boolean(url)).map((url) => new URL(url, baseUrl).href),
  };
}

/** The same unfurler on a page that answers an error status, which it will not fetch itself. */
async function unfurlHtml(pagePath: string, userAgent: string): Promise<TPreview & { status: number }> {
  const response = await fetch(`${baseUrl}${pagePath}`, { headers: { "user-agent": userAgent } });
  const { result } = await ogs({ html: await response.text() });
  return {
    status: response.status,
    title: result.ogTitle,
    description: result.ogDescription,
    url: result.ogUrl,
    image: result.ogImage?.[0]?.url,
    twitterCard: result.twitterCard,
  };
}

const checkedImages = new Map<string, Buffer>();

/** The image's bytes, after checking what every chat app needs of it. */
async function previewImage(url: string): Promise<Buffer> {
  const known = checkedImages.get(url);
  if (known) return known;
  expect(url.startsWith(`${baseUrl}/`)).toBe(true);
  const response = await fetch(url, { headers: { "user-agent": USER_AGENTS.WhatsApp } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^image\/(jpeg|png)$/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.length).toBeLessThan(300 * 1024);
  const { width, height } = await sharp(bytes).metadata();
  expect({ url, width, height }).toEqual({ url, width: 1200, height: 630 });
  checkedImages.set(url, bytes);
  return bytes;
}

async function saveMessage(fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  form.set("audio", new Blob([new Uint8Array(await makeToneBytes(2, "webm"))], { type: "audio/webm" }), "message.webm");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await fetch(`${proxiedBaseUrl}/api/upload-audio`, { method: "POST", body: form, headers: asVisitor() });
  return ((await response.json()) as { id: string }).id;
}

async function makeCard(token: string): Promise<string> {
  const fields = { clientUploadId: crypto.randomUUID(), name: "Mum's card", title: "Happy birthday, Mum", subtitle: "From all of us", showOverlay: "true" };
  const { status, body } = await postCard({ token, audio: await makeToneBytes(2, "webm"), fields });
  if (status !== 201) throw new Error(`card: ${status} ${JSON.stringify(body)}`);
  return String(body.messageId);
}

async function uploadHostPhoto(token: string): Promise<string> {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(HOST_PHOTO)], { type: "image/jpeg" }), "party.jpg");
  const response = await fetch(`${baseUrl}/api/upload-image`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { imageUrl: string };
  if (response.status !== 201 && response.status !== 200) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  return body.imageUrl;
}

type TPage = { path: string; title: string | RegExp; description: string | RegExp; url: string };

describe("every public page unfurls", () => {
  const pages: TPage[] = [];

  beforeAll(async () => {
    const host = await registerAndGetToken("Hana");
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE "User" SET "messageCreditsPremium" = 5, "subscriptionTier" = 'product_seller', "subscriptionExpiresAt" = now() + interval '30 days' WHERE email = $1 RETURNING id`,
      [host.email],
    );
    expect(rows).toHaveLength(1);
    const guestbook = await createFreeGuestbook(host.token, { guestbookName: "Hana & Leo's Wedding" });
    await api(`/api/guestbooks/${guestbook.id}`, { method: "PUT", token: host.token, json: { title: "Hana & Leo say I do", subtitle: "Leave us a wish!" } });
    const messageId = await saveMessage({ title: "Happy 30th, Jo!", name: "Sam" });
    const cardId = await makeCard(host.token);
    const proCard = await api("/api/subscription-audio-messages", { method: "POST", token: host.token, json: { name: "Shop gift" } });
    expect(proCard.status).toBe(201);
    const proCardId = String(proCard.body.messageId);

    const site = (pagePath: string, title: string, description: string | RegExp = /\S/, url = pagePath) =>
      pages.push({ path: pagePath, title, description, url });
    site("/", SITE.title, SITE.description);
    site("/pricing", SITE.title, SITE.description, "/");
    site("/record", "Record a message");
    site("/login", "Sign in");
    site("/signup", "Create an account");
    site("/forgot-password", "Forgot password");
    site("/terms", "Terms of Service and Privacy");
    site("/privacy", "Privacy", /^What Echobook keeps about you/);
    site("/start-exploring", "Do More With Echobook");
    site("/personal-message", "Create an Audio Card");
    site("/create-guestbook", "Create Guestbook");
    site(`/message/${messageId}`, "Happy 30th, Jo!", /^Sam sent you a voice message/);
    site(`/personal-message/${cardId}`, "Happy birthday, Mum", /^From all of us/);
    // Not activated: nothing of the card's own, only the generic preview.
    site(`/audio/${proCardId}`, "A pro audio card for you", /\S/);
    site(`/live-guestbook/${guestbook.id}`, "Hana & Leo say I do", "Leave us a wish!");
  }, 120_000);

  it("names a title, a description and a 1200x630 image on APP_URL for every user agent", async () => {
    for (const page of pages) {
      for (const [agent, userAgent] of Object.entries(USER_AGENTS)) {
        const preview = await unfurl(page.path, userAgent);
        const seen = { page: page.path, agent, ...preview };
        expect(seen).toMatchObject({
          title: page.title,
          imageWidth: 1200,
          imageHeight: 630,
          twitterCard: expect.stringMatching(/^(summary_large_image|player)$/),
        });
        // og:url on APP_URL; Next writes the root as the bare origin.
        expect({ page: page.path, agent, url: new URL(String(preview.url)).href }).toEqual({ page: page.path, agent, url: new URL(page.url, baseUrl).href });
        expect(preview.description).toMatch(page.description);
        await previewImage(String(preview.image));
      }
    }
  }, 240_000);

  it("titles a page that does not exist as such, not as the home page", async () => {
    const response = await fetch(`${baseUrl}/no-such-page-${Date.now()}`);
    expect(response.status).toBe(404);
    expect(/<title>([^<]*)<\/title>/.exec(await response.text())?.[1]).toBe("Page not found - Echobook");
  });

  it("titles it in the visitor's language, inside the site's frame and outside it (a missing embed)", async () => {
    const titleOf = async (path: string, language: string) => {
      const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-language": language } });
      expect(response.status).toBe(404);
      return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
    };
    expect(await titleOf(`/no-such-page-${Date.now()}`, "es-ES,es;q=0.9")).toBe("Página no encontrada - Echobook");
    expect(await titleOf(`/no-such-page-${Date.now()}`, "ar")).toBe("الصفحة غير موجودة - Echobook");
    expect(await titleOf("/embed/message/AAAAAAAAAAAAAAAAAAAAAA", "de")).toBe("Seite nicht gefunden - Echobook");
  });

  it("robots.txt, read as crawlers read it, lets every crawler fetch each page and every picture and voice it announces", async () => {
    const robotsUrl = `${baseUrl}/robots.txt`;
    const robots = robotsParser(robotsUrl, await (await fetch(robotsUrl)).text());
    const refused: string[] = [];
    let audios = 0;
    for (const page of pages) {
      const preview = await unfurl(page.path, USER_AGENTS.X);
      const media = preview.media ?? [];
      expect({ page: page.path, images: media.filter((url) => url.includes("preview-image") || url.endsWith(".jpg")).length > 0 }).toEqual({
        page: page.path,
        images: true,
      });
      audios += media.filter((url) => /\/(audio|mp3)(\?|$)/.test(url)).length;
      for (const url of [`${baseUrl}${page.path}`, ...media]) {
        for (const [agent, userAgent] of Object.entries(USER_AGENTS)) {
          if (!robots.isAllowed(url, userAgent)) refused.push(`${agent}: ${url}`);
        }
      }
    }
    // The message and the card announce their voices; the API around them stays closed.
    expect(audios).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    expect(robots.isAllowed(`${baseUrl}/api/messages/x`, USER_AGENTS.X)).toBe(false);
    expect(robots.isAllowed(`${baseUrl}/api/personal-messages/x/toggle-status`, USER_AGENTS.X)).toBe(false);
    expect(robots.isAllowed(`${baseUrl}/dashboard`, USER_AGENTS.X)).toBe(false);
  }, 120_000);
});

/** A host of one guestbook (a free guestbook is one per account): their token and the guestbook's id. */
async function hostWithGuestbook(guestbookName: string): Promise<{ token: string; id: string }> {
  const { token } = await registerAndGetToken("Gus");
  const guestbook = await createFreeGuestbook(token, { guestbookName });
  return { token, id: String(guestbook.id) };
}

describe("the guestbook's preview picture", () => {
  beforeAll(() => mkdirSync(screenshots, { recursive: true }));

  const imageOf = async (id: string) => String((await unfurl(`/live-guestbook/${id}`, USER_AGENTS.WhatsApp)).image);

  it("is drawn once, when the guestbook is made, and a crawler's first fetch is answered from storage within a second", async () => {
    const guestbook = await hostWithGuestbook("Gus's 40th");
    const page = await unfurl(`/live-guestbook/${guestbook.id}`, USER_AGENTS.Telegram);
    // The name stands in for the wizard's default title; the default subtitle is the description.
    expect(page).toMatchObject({ title: "Gus's 40th", description: "Record a message!", twitterCard: "summary_large_image" });
    const version = String(page.image).split("/").at(-1);
    const storedRows = () =>
      pool.query<{ version: string }>(`SELECT version FROM "GuestbookPreviewImage" WHERE "guestbookId" = $1`, [guestbook.id]).then((result) => result.rows);
    // Drawn in the background since the guestbook was made (a loaded machine may take a few seconds).
    await until(storedRows, (rows) => rows.length === 1, 15_000);
    expect(await storedRows()).toEqual([{ version }]);

    const started = Date.now();
    const first = await fetch(String(page.image), { headers: { "user-agent": USER_AGENTS.WhatsApp } });
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Date.now() - started).toBeLessThan(1000);
    // Crawlers fetch it with no login; a deleted guestbook's picture lingers in shared caches 5 minutes at most.
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    await sharp(bytes).png().toFile(path.join(screenshots, "guestbook-preview-default-cover.png"));

    // Not stored (a lost file, a version drawn elsewhere): drawn on request, then stored.
    await pool.query(`DELETE FROM "GuestbookPreviewImage" WHERE "guestbookId" = $1`, [guestbook.id]);
    const redrawn = Buffer.from(await (await fetch(String(page.image))).arrayBuffer());
    expect(redrawn.equals(bytes)).toBe(true);
    expect(await storedRows()).toEqual([{ version }]);
  });

  it("gets a new address and a new picture when the host changes the title and cover; the old address still answers", async () => {
    const { token, id } = await hostWithGuestbook("Rose turns 90");
    const before = await imageOf(id);
    const oldBytes = await previewImage(before);

    const photo = await uploadHostPhoto(token);
    const updated = await api(`/api/guestbooks/${id}`, {
      method: "PUT",
      token,
      json: { title: "Grandma Rose turns 90!", coverImageUrl: photo, buttonColor: "#2a6df4", buttonTextColor: "#ffffff" },
    });
    expect(updated.status).toBe(200);
    const after = await imageOf(id);
    expect(after).not.toBe(before);
    const newBytes = await previewImage(after);
    expect(newBytes.equals(oldBytes)).toBe(false);
    await sharp(newBytes).png().toFile(path.join(screenshots, "guestbook-preview-host-photo.png"));
    // The kite photo is mostly sky blue; the default cover a dusk purple.
    const [oldStats, newStats] = await Promise.all([oldBytes, newBytes].map((image) => sharp(image).stats()));
    expect(newStats.channels[2].mean - newStats.channels[0].mean).toBeGreaterThan(oldStats.channels[2].mean - oldStats.channels[0].mean + 10);

    const old = await fetch(before);
    expect(old.status).toBe(200);
    expect(Buffer.from(await old.arrayBuffer()).equals(oldBytes)).toBe(true);

    // Only the look counts: a new message text keeps the address.
    await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { message: "Thank you all!" } });
    expect(await imageOf(id)).toBe(after);
  });

  it("previews a guestbook that takes no recordings: not open yet, closed, awaiting payment", async () => {
    // The event day moved in the database: the API refuses a past date.
    const cases = {
      upcoming: (id: string) => pool.query(`UPDATE "Guestbook" SET "eventDate" = $2 WHERE id = $1`, [id, todayUtc(30)]),
      closed: (id: string) => pool.query(`UPDATE "Guestbook" SET "eventDate" = $2 WHERE id = $1`, [id, todayUtc(-30)]),
      "awaiting payment": (id: string) => pool.query(`UPDATE "Guestbook" SET status = 'pending_payment' WHERE id = $1`, [id]),
    };
    for (const [state, makeState] of Object.entries(cases)) {
      const guestbook = await hostWithGuestbook(`Ida's ${state}`);
      await makeState(guestbook.id);
      const page = await unfurl(`/live-guestbook/${guestbook.id}`, USER_AGENTS.Slack);
      expect({ state, title: page.title }).toEqual({ state, title: `Ida's ${state}` });
      await previewImage(String(page.image));
    }
  });

  it("answers a deleted guestbook with a 404 carrying the site's preview, and its picture is gone", async () => {
    const { token, id } = await hostWithGuestbook("Short-lived");
    const image = await imageOf(id);
    await previewImage(image);
    expect((await api(`/api/guestbooks/${id}`, { method: "DELETE", token })).status).toBe(200);
    for (const userAgent of [USER_AGENTS.WhatsApp, USER_AGENTS.iPhone]) {
      const page = await unfurlHtml(`/live-guestbook/${id}`, userAgent);
      expect(page).toMatchObject({
        status: 404,
        title: SITE.title,
        description: SITE.description,
        url: `${baseUrl}/live-guestbook/${id}`,
        twitterCard: "summary_large_image",
      });
      expect(page.image).toBe(`${baseUrl}/og-image.jpg`);
    }
    expect((await fetch(image)).status).toBe(404);
    const { rows } = await pool.query(`SELECT 1 FROM "GuestbookPreviewImage" WHERE "guestbookId" = $1`, [id]);
    expect(rows).toHaveLength(0);
  });

  it("keeps the page out of search engines", async () => {
    const guestbook = await hostWithGuestbook("Private party");
    const html = await (await fetch(`${baseUrl}/live-guestbook/${guestbook.id}`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });
});
