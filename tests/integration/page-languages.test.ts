// The family's and the recipients' pages in their language (issue 49, second round): the listening page
// (in its guestbook's language when the host set one, else the visitor's), the public audio card, the pro
// card and the embedded player. Each names its language on <html> (lang, dir), shows its catalogue's words
// and falls back to English for a language Echobook does not offer.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { Pool } from "pg";
import { api, asVisitor, postCard, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { ocrText } from "@/tests/helpers/ocr";
import { languageDirection, ogLocaleOf, type TLanguage } from "@/lib/i18n/languages";

type TCatalogue = Record<string, Record<string, string>>;
const catalogue = (code: TLanguage) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${code}.json`), "utf8")) as TCatalogue;
// The page's HTML escapes apostrophes and quotes.
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

async function view(pagePath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${pagePath}`, { headers, redirect: "manual" });
  const html = await response.text();
  return {
    status: response.status,
    html,
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    dir: /<html[^>]* dir="([^"]+)"/.exec(html)?.[1],
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
  };
}

/** The page answered and names its language: <html lang dir> and og:locale. */
function expectShownIn(page: Awaited<ReturnType<typeof view>>, code: TLanguage) {
  expect(page.status).toBe(200);
  expect({ lang: page.lang, dir: page.dir, ogLocale: page.ogLocale }).toEqual({ lang: code, dir: languageDirection(code), ogLocale: ogLocaleOf(code) });
}

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const asking = (code: string) => ({ "accept-language": `${code};q=0.9,en;q=0.1` });

describe("the listening page", () => {
  let token: string;
  let guestbookId: string;
  let listenPath: string;

  beforeAll(async () => {
    ({ token } = await registerAndGetToken("Familia"));
    guestbookId = String((await createFreeGuestbook(token, { guestbookName: "Boda de Lucía" })).id);
    const made = await recordAsGuest({ guestbookId, audio: await makeToneBytes(1, "webm"), guestName: "Abuela Rosa" });
    expect(made.status).toBe(201);
    const link = await api(`/api/guestbooks/${guestbookId}/listening-link`, { method: "POST", token, json: {} });
    expect(link.status).toBe(200);
    listenPath = `/listen/${(link.body as { token: string }).token}`;
  });

  it.each(["es", "ar"] as const)("%s: <html lang dir>, og:locale and the page's own words", async (code) => {
    const page = await view(listenPath, asking(code));
    expectShownIn(page, code);
    const words = catalogue(code);
    expect(page.html).toContain(escaped(words.listening.privateNote));
    expect(page.html).toContain(escaped(words.listening.description));
    // The list of messages is client code: its words travel with it, in this language only.
    expect(page.html).toContain(escaped(words.listeningMessages.link));
    expect(page.html).not.toContain(escaped(catalogue("en").listeningMessages.link));
    // The count in the language's own plural (Arabic has six forms).
    const t = createTranslator({ locale: code, messages: words, namespace: "listening" });
    expect(page.html).toContain(escaped(t("messageCount", { count: 1 })));
    expect(page.html).not.toContain("1 voice message");
  });

  it("gives a browser asking for Swahili the English page", async () => {
    const page = await view(listenPath, { "accept-language": "sw-KE,sw;q=0.9" });
    expect({ lang: page.lang, dir: page.dir }).toEqual({ lang: "en", dir: "ltr" });
    expect(page.html).toContain(escaped(catalogue("en").listening.privateNote));
    expect(page.html).toContain("1 voice message");
  });

  it("follows the guestbook's own language over the browser's, and a revoked link's 404 is in the visitor's", async () => {
    expect((await api(`/api/guestbooks/${guestbookId}`, { method: "PUT", token, json: { language: "fr" } })).status).toBe(200);
    const page = await view(listenPath, { "accept-language": "en-US,en;q=0.9", cookie: "echobook-lang=de" });
    expect({ lang: page.lang, ogLocale: page.ogLocale }).toEqual({ lang: "fr", ogLocale: "fr_FR" });
    expect(page.html).toContain(escaped(catalogue("fr").listening.privateNote));
    // The host chose for everyone: no language menu.
    expect(page.html).not.toContain("?lang=de");
    expect((await api(`/api/guestbooks/${guestbookId}`, { method: "PUT", token, json: { language: "auto" } })).status).toBe(200);
    expect((await view(listenPath, asking("de"))).html).toContain(`href="${listenPath}?lang=es"`);

    const missing = await view("/listen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", asking("es"));
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(escaped(catalogue("es").listening.notFoundText));
    // A 404 thrown while the page renders is drawn by the browser from the payload, which names the language.
    expect(missing.html).toContain('\\"lang\\":\\"es\\"');
  });
});

describe("the public audio card", () => {
  let cardPath: string;

  beforeAll(async () => {
    const { token } = await registerAndGetToken("Tarjeta");
    const made = await postCard({ token, audio: await makeToneBytes(1, "webm"), fields: { name: "Para Rosa", title: "Feliz cumpleaños", subtitle: "" } });
    expect(made.status).toBe(201);
    cardPath = `/personal-message/${String(made.body.messageId)}`;
  });

  it.each(["es", "ar"] as const)("%s: <html lang dir>, og:locale, Play and the page's own words", async (code) => {
    const page = await view(cardPath, asking(code));
    expectShownIn(page, code);
    const words = catalogue(code);
    // Play is client code, drawn on the server in the visitor's language.
    expect(page.html).toContain(`</span>${escaped(words.cardPlayer.play)}</button>`);
    expect(page.html).toContain(escaped(words.card.makeOwn));
    expect(page.html).toContain(escaped(words.card.description));
    expect(page.html).not.toContain(escaped(catalogue("en").card.makeOwn));
  });

  it("gives a browser asking for Swahili the English card, and a missing card says so in the visitor's language", async () => {
    const page = await view(cardPath, { "accept-language": "sw" });
    expect({ lang: page.lang, dir: page.dir }).toEqual({ lang: "en", dir: "ltr" });
    expect(page.html).toContain(`</span>${catalogue("en").cardPlayer.play}</button>`);
    const missing = await view("/personal-message/AAAAAAAAAAAAAAAAAAAAAA", asking("ar"));
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(escaped(catalogue("ar").card.notAvailableTitle));
  });
});

describe("the pro card page before activation", () => {
  let proPath: string;

  beforeAll(async () => {
    const { token, email } = await registerAndGetToken("Vendedor");
    await pool.query(`UPDATE "User" SET "subscriptionTier" = 'product_seller', "subscriptionExpiresAt" = $2 WHERE email = $1`, [
      email,
      new Date(Date.now() + 30 * 86_400_000),
    ]);
    const made = await api("/api/subscription-audio-messages", { method: "POST", token, json: {} });
    expect(made.status).toBe(201);
    proPath = `/audio/${String(made.body.messageId)}`;
  });

  it.each(["es", "ar"] as const)("%s: the activation dialog in the visitor's language", async (code) => {
    const page = await view(proPath, asking(code));
    expectShownIn(page, code);
    const words = catalogue(code);
    expect(page.html).toContain(escaped(words.proCard.activateTitle));
    expect(page.html).toContain(escaped(words.proCard.activate));
    // The link preview of a card without a title is headed in the visitor's language.
    expect(page.html).toContain(`<meta property="og:title" content="${escaped(words.card.proHeading)}"`);
    expect(page.html).not.toContain(escaped(catalogue("en").proCard.activateTitle));
  });

  it("draws the preview picture of a card without a title in the page's language (read back by OCR)", async () => {
    const page = await view(proPath, asking("es"));
    const picture = new RegExp(`<meta property="og:image" content="([^"]+)"`).exec(page.html)?.[1]?.replace(/&amp;/g, "&");
    expect(picture).toMatch(/\/preview-image\?v=[\w-]+&lang=es$/);
    const spanish = await ocrText(new Uint8Array(await (await fetch(picture!)).arrayBuffer()));
    expect(spanish).toMatch(/tarjeta de audio/i);
    const english = await view(proPath, { "accept-language": "en" });
    const englishPicture = new RegExp(`<meta property="og:image" content="([^"]+)"`).exec(english.html)?.[1]?.replace(/&amp;/g, "&");
    expect(englishPicture).not.toContain("lang=");
    expect(await ocrText(new Uint8Array(await (await fetch(englishPicture!)).arrayBuffer()))).toMatch(/pro audio card/i);
  });

  it("gives a browser asking for Swahili the English dialog", async () => {
    const page = await view(proPath, { "accept-language": "sw" });
    expect(page.lang).toBe("en");
    expect(page.html).toContain(catalogue("en").proCard.activateTitle);
  });
});

describe("the embedded player", () => {
  let embedPath: string;

  beforeAll(async () => {
    const form = new FormData();
    form.set("audio", new Blob([new Uint8Array(await makeToneBytes(1, "webm"))], { type: "audio/webm" }), "message.webm");
    form.set("title", "Para ti");
    const response = await fetch(`${proxiedBaseUrl}/api/upload-audio`, { method: "POST", body: form, headers: asVisitor() });
    expect(response.ok).toBe(true);
    embedPath = `/embed/message/${((await response.json()) as { id: string }).id}`;
  });

  it.each(["es", "ar"] as const)("%s: <html lang dir> and the player's words", async (code) => {
    const page = await view(embedPath, asking(code));
    expect(page.status).toBe(200);
    expect({ lang: page.lang, dir: page.dir }).toEqual({ lang: code, dir: languageDirection(code) });
    const t = createTranslator({ locale: code, messages: catalogue(code), namespace: "messagePlayer" });
    expect(page.html).toContain(escaped(t("voiceMessage", { label: "Para ti" })));
    expect(page.html).not.toContain("Voice message: Para ti");
  });

  it("gives a browser asking for Swahili the English player", async () => {
    const page = await view(embedPath, { "accept-language": "sw" });
    expect(page.lang).toBe("en");
    expect(page.html).toContain("Voice message: Para ti");
  });
});
