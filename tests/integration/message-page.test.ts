// /message/{id} as link-preview crawlers see it: a plain GET with no JavaScript, tags in <head>.
import sharp from "sharp";
import { asVisitor, waitForMessageMp3 } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl, proxiedBaseUrl } from "@/tests/helpers/env";
import { ocrText } from "@/tests/helpers/ocr";

async function saveMessage(fields: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  form.set("audio", new Blob([new Uint8Array(await makeToneBytes(2, "webm"))], { type: "audio/webm" }), "message.webm");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await fetch(`${proxiedBaseUrl}/api/upload-audio`, { method: "POST", body: form, headers: asVisitor() });
  const body = (await response.json()) as { id: string };
  return body.id;
}

/** The <head> of a page fetched like a crawler, and its meta tags by property or name. */
async function crawl(path: string, userAgent: string, language?: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { "user-agent": userAgent, ...(language ? { "accept-language": language } : {}) } });
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string>();
  for (const match of head.matchAll(/<meta\s+([^>]+?)\/?>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(match[1])?.[1];
    const content = /content="([^"]*)"/.exec(match[1])?.[1];
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content.replace(/&amp;/g, "&").replace(/&#x27;/g, "'"));
  }
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return { response, html, head, meta, title };
}

const CRAWLERS = {
  whatsapp: "WhatsApp/2.24.1.76 A",
  facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  x: "Twitterbot/1.0",
  imessage:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0",
  curl: "curl/8.5.0",
};

describe("GET /message/{id} for link previews", () => {
  let id: string;
  beforeAll(async () => {
    id = await saveMessage({ title: "Happy 30th, Jo!", name: "Sam" });
    await waitForMessageMp3(id);
  });

  it.each(Object.entries(CRAWLERS))("gives %s the og and twitter tags in <head>", async (_name, userAgent) => {
    const { response, meta, title } = await crawl(`/message/${id}`, userAgent);
    expect(response.status).toBe(200);
    expect(title).toBe("Happy 30th, Jo! - Echobook");
    expect(meta.get("og:title")).toBe("Happy 30th, Jo!");
    expect(meta.get("og:description")).toBe("Sam sent you a voice message on Echobook. Tap to listen. Be Heard. Be Remembered.");
    expect(meta.get("og:url")).toBe(`${baseUrl}/message/${id}`);
    expect(meta.get("og:image")).toBe(`${baseUrl}/api/messages/${id}/preview-image`);
    expect(meta.get("og:image:width")).toBe("1200");
    expect(meta.get("og:image:height")).toBe("630");
    expect(meta.get("og:audio")).toBe(`${baseUrl}/api/messages/${id}/mp3`);
    expect(meta.get("og:audio:type")).toBe("audio/mpeg");
    expect(meta.get("twitter:card")).toBe("player");
    expect(meta.get("twitter:player")).toBe(`${baseUrl}/embed/message/${id}`);
    expect(meta.get("twitter:player:stream")).toBe(`${baseUrl}/api/messages/${id}/mp3`);
    expect(meta.get("twitter:player:width")).toBe("480");
    expect(meta.get("twitter:image")).toBe(`${baseUrl}/api/messages/${id}/preview-image`);
  });

  it("serves a preview image that decodes, is 1200x630 and under 300 KB", async () => {
    const response = await fetch(`${baseUrl}/api/messages/${id}/preview-image`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    const info = await sharp(bytes).metadata();
    expect(info).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
    // The second request serves the stored picture.
    const again = Buffer.from(await (await fetch(`${baseUrl}/api/messages/${id}/preview-image`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it("plays and downloads from the page without JavaScript", async () => {
    const { html } = await crawl(`/message/${id}`, CRAWLERS.curl);
    expect(html).toContain(`<source src="/api/messages/${id}/audio" type="audio/webm"/>`);
    expect(html).toContain(`<source src="/api/messages/${id}/mp3" type="audio/mpeg"/>`);
    expect(html).toMatch(new RegExp(`href="/api/messages/${id}/mp3\\?download=1"[^>]*download`));
  });

  it("follows the heading rules: title, else 'From {name}', else 'For You'", async () => {
    const named = await saveMessage({ name: "Ana", title: "-Be Heard. Be Remembered." });
    expect((await crawl(`/message/${named}`, CRAWLERS.whatsapp)).meta.get("og:title")).toBe("A Special Message From Ana");
    const plain = await saveMessage();
    const page = await crawl(`/message/${plain}`, CRAWLERS.whatsapp);
    expect(page.meta.get("og:title")).toBe("A Special Message For You");
    expect(page.meta.get("og:description")).toBe("Someone sent you a voice message on Echobook. Tap to listen. Be Heard. Be Remembered.");
    // The link's ?title= and ?name= only fill in what the sender left empty.
    expect((await crawl(`/message/${plain}?name=Lee`, CRAWLERS.whatsapp)).meta.get("og:title")).toBe("A Special Message From Lee");
    expect((await crawl(`/message/${id}?title=Something+else`, CRAWLERS.whatsapp)).meta.get("og:title")).toBe("Happy 30th, Jo!");
  });

  it("speaks the visitor's language: heading, description, og:locale and a preview picture that reads in it", async () => {
    const named = await saveMessage({ name: "Ana" });
    const page = await crawl(`/message/${named}`, CRAWLERS.whatsapp, "es-ES,es;q=0.9");
    expect(page.html).toContain('<html lang="es"');
    expect(page.meta.get("og:title")).toBe("Un mensaje especial de Ana");
    expect(page.html).toContain(">Un mensaje especial de Ana</h1>");
    expect(page.meta.get("og:description")).toBe("Ana te ha enviado un mensaje de voz en Echobook. Toca para escucharlo. Be Heard. Be Remembered.");
    expect(page.meta.get("og:locale")).toBe("es_ES");
    const pictureUrl = page.meta.get("og:image");
    expect(pictureUrl).toBe(`${baseUrl}/api/messages/${named}/preview-image?lang=es`);
    // Read back by OCR (Debian's tesseract-ocr): the Spanish heading and call, and the English picture is still English.
    const spanish = await ocrText(new Uint8Array(await (await fetch(pictureUrl!)).arrayBuffer()));
    expect(spanish).toMatch(/mensaje especial/i);
    expect(spanish).toMatch(/Toca para escuchar/i);
    const english = await ocrText(new Uint8Array(await (await fetch(`${baseUrl}/api/messages/${named}/preview-image`)).arrayBuffer()));
    expect(english).toMatch(/Special Message/i);
    expect(english).toMatch(/Tap to listen/i);
    // An Arabic page: Arabic words and an Arabic picture (tesseract's Arabic reads its call).
    const arabic = await crawl(`/message/${named}`, CRAWLERS.whatsapp, "ar");
    expect(arabic.meta.get("og:title")).toBe("رسالة خاصة من Ana");
    expect(arabic.meta.get("og:locale")).toBe("ar_AR");
    expect(arabic.meta.get("og:image")).toBe(`${baseUrl}/api/messages/${named}/preview-image?lang=ar`);
    const arabicPicture = await ocrText(new Uint8Array(await (await fetch(arabic.meta.get("og:image")!)).arrayBuffer()), "ara");
    expect(arabicPicture).toContain("اضغط للاستماع");
    // A missing message is told in the visitor's language too, with the id asked for.
    const missing = await crawl("/message/noSuchMessage42", CRAWLERS.curl, "fr");
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain("Nous n’avons pas trouvé ce message");
    expect(missing.html).toContain("ID : noSuchMessage42");
  });

  it("answers a missing message with a 404 that crawlers do not index (the browser shows the text: e2e)", async () => {
    const { response, meta } = await crawl("/message/noSuchMessage42", CRAWLERS.curl);
    expect(response.status).toBe(404);
    expect(meta.get("robots")).toContain("noindex");
    expect(meta.has("og:audio")).toBe(false);
  });

  it("lets only the embedded player be framed by other sites", async () => {
    const page = await fetch(`${baseUrl}/message/${id}`);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const embed = await fetch(`${baseUrl}/embed/message/${id}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("x-frame-options")).toBeNull();
    expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(await embed.text()).toContain(`/api/messages/${id}/audio`);
  });
});
