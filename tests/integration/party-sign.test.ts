// Issue 50's printed pieces and the event's time zone, over HTTP against the running app: the table sign
// read back with poppler (pdftotext, pdfinfo, pdffonts, and its QR code from the page rendered at
// 300 dpi), owner only; the keepsake book's cover read by OCR (the title, and no "Tap to leave" button);
// a guestbook in America/New_York shows its messages' times in New York on the listening page and in
// the keepsake book; a time zone Intl does not know is refused.
import { execFileSync } from "node:child_process";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { makeKeepsake } from "@/tests/helpers/keepsake";
import { ocrText, renderPdfPage } from "@/tests/helpers/ocr";
import { decodedQrOfRenderedPage, pdfPageSizes } from "@/tests/helpers/pdf-qr";
import { testSql } from "@/tests/helpers/test-database";

const poppler = (tool: string, pdf: Uint8Array) => execFileSync(tool, tool === "pdftotext" ? ["-", "-"] : ["-"], { input: Buffer.from(pdf) }).toString();

async function sign(guestbookId: string, token: string, query: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await fetch(`${baseUrl}/api/guestbooks/${guestbookId}/sign.pdf${query}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get("content-type"), bytes: new Uint8Array(await response.arrayBuffer()) };
}

const POINTS = { a6: [297.64, 419.53], a5: [419.53, 595.28], a4: [595.28, 841.89], letter: [612, 792], "4x6": [288, 432] } as const;

describe("the table sign", () => {
  let token: string;
  let guestbook: Record<string, unknown>;

  beforeAll(async () => {
    ({ token } = await registerAndGetToken("Signe"));
    guestbook = await createFreeGuestbook(token, { guestbookName: "Ana and Ben", title: "Ana & Ben’s Wedding" });
  });

  it("is an A5 PDF by default with the title, the instruction, embedded fonts and a code that opens the guest page", async () => {
    const answer = await sign(String(guestbook.id), token, "");
    expect(answer).toMatchObject({ status: 200, type: "application/pdf" });
    expect(pdfPageSizes(answer.bytes)).toEqual([[...POINTS.a5]]);
    const text = poppler("pdftotext", answer.bytes).replace(/\s+/g, " ");
    expect(text).toContain("Ana & Ben’s Wedding");
    expect(text).toContain("Scan to leave us a voice message");
    expect(text).toContain(String(guestbook.publicUrl));
    // pdffonts: a header, a rule, then one row a font, each embedded (the emb column, before sub and uni).
    const fonts = poppler("pdffonts", answer.bytes).trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const row of fonts) expect(row).toMatch(/\s+yes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/);
    await expect(decodedQrOfRenderedPage(answer.bytes)).resolves.toBe(guestbook.publicUrl);
  }, 120_000);

  it("comes in every size, and as a tent card on A4 and Letter", async () => {
    for (const size of ["a6", "a4", "letter", "4x6"] as const) {
      const answer = await sign(String(guestbook.id), token, `?size=${size}`);
      expect(answer.status).toBe(200);
      expect(pdfPageSizes(answer.bytes)).toEqual([[...POINTS[size]]]);
    }
    const tent = await sign(String(guestbook.id), token, "?size=letter&layout=tent");
    expect(pdfPageSizes(tent.bytes)).toEqual([[...POINTS.letter]]);
    expect(poppler("pdftotext", tent.bytes).match(/Scan to leave us a voice message/g)).toHaveLength(2);
    await expect(decodedQrOfRenderedPage(tent.bytes, { half: "bottom" })).resolves.toBe(guestbook.publicUrl);
    await expect(decodedQrOfRenderedPage(tent.bytes, { half: "top" })).resolves.toBe(guestbook.publicUrl);
  }, 120_000);

  it("prints the code in the look the sign's address gives, and refuses a colour it cannot print", async () => {
    const designed = await sign(String(guestbook.id), token, "?shape=square&logo=0&color=1e3a8a&background=fff7e0");
    expect(designed.status).toBe(200);
    await expect(decodedQrOfRenderedPage(designed.bytes)).resolves.toBe(guestbook.publicUrl);
    const refused = await sign(String(guestbook.id), token, "?color=%23zzzzzz");
    expect(refused.status).toBe(400);
    expect(JSON.parse(Buffer.from(refused.bytes).toString())).toMatchObject({ error: "A colour is six hexadecimal digits without #, like fcd300." });
  });

  it("refuses a size or layout it does not make, saying which", async () => {
    const path = `/api/guestbooks/${String(guestbook.id)}/sign.pdf`;
    const badSize = await api(`${path}?size=a3`, { token });
    expect(badSize.status).toBe(400);
    expect(badSize.body.error).toBe("Choose a sign size: a6, a5, a4, letter or 4x6.");
    const smallTent = await api(`${path}?size=a5&layout=tent`, { token });
    expect(smallTent.status).toBe(400);
    expect(smallTent.body.error).toBe("A tent card is folded from A4 or Letter paper: choose size a4 or letter.");
    expect((await api(`${path}?layout=folded`, { token })).status).toBe(400);
  });

  it("is the owner's only: another account and a visitor are answered as if there were no guestbook", async () => {
    const other = await registerAndGetToken("Otto");
    expect((await sign(String(guestbook.id), other.token, "")).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/guestbooks/${String(guestbook.id)}/sign.pdf`)).status).toBe(401);
  });

  it("says what to do in the guestbook's language", async () => {
    // One free guestbook an account: the French one is another host's.
    const host = await registerAndGetToken("Amelie");
    const french = await createFreeGuestbook(host.token, { guestbookName: "Mariage", language: "fr" });
    const answer = await sign(String(french.id), host.token, "?size=a6");
    expect(poppler("pdftotext", answer.bytes).replace(/\s+/g, " ")).toContain("Scannez pour nous laisser un message vocal");
  }, 60_000);
});

describe("the event's time zone", () => {
  // One free guestbook an account: each guestbook here is a host of its own.
  let token: string;

  beforeEach(async () => {
    ({ token } = await registerAndGetToken("Zoe"));
  });

  it("is kept from creation, changed with PUT, and a name Intl does not know is refused", async () => {
    const made = await createFreeGuestbook(token, { timeZone: "America/New_York" });
    expect(made.timeZone).toBe("America/New_York");
    expect((await createFreeGuestbook((await registerAndGetToken("Uma")).token)).timeZone).toBe("UTC");
    const path = `/api/guestbooks/${String(made.id)}`;
    const refused = await api(path, { method: "PUT", token, json: { timeZone: "Mars/Olympus_Mons" } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("timeZone");
    const changed = await api(path, { method: "PUT", token, json: { timeZone: "Europe/Paris" } });
    expect(changed.status).toBe(200);
    expect(((await api(path, { token })).body.guestbook as Record<string, unknown>).timeZone).toBe("Europe/Paris");
  });

  it("writes the messages' times in New York on the listening page and in the keepsake book, never in UTC", async () => {
    const made = await createFreeGuestbook(token, { guestbookName: "New York party", title: "New York Party", timeZone: "America/New_York" });
    const guestbookId = String(made.id);
    const take = await recordAsGuest({ guestbookId, audio: await makeToneBytes(1, "webm"), guestName: "Ana" });
    expect(take.status).toBe(201);
    // 22:30 UTC is 6:30 PM in New York in June (EDT).
    const at = new Date("2026-06-14T22:30:00Z");
    await testSql(`UPDATE "Recording" SET "createdAt" = $1 WHERE id = $2`, [at, String(take.body.id)]);
    const newYork = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" }).format(at);
    const utc = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(at);
    expect(newYork).toMatch(/6:30\sPM/);

    const listenToken = ((await api(`/api/guestbooks/${guestbookId}/listening-link`, { method: "POST", token })).body as { token: string }).token;
    const page = await (await fetch(`${baseUrl}/listen/${listenToken}`, { headers: { "accept-language": "en-US" } })).text();
    expect(page).toContain(newYork);
    expect(page).not.toContain(utc);

    const book = await makeKeepsake(guestbookId, token, { size: "letter" });
    const text = poppler("pdftotext", book.bytes);
    expect(text).toContain(newYork);
    expect(text).not.toContain(utc);

    // The cover is the print cover: the title over the guestbook's picture, without the link preview's button.
    const cover = await ocrText(renderPdfPage(book.bytes, 1));
    expect(cover).toContain("New York Party");
    expect(cover).not.toMatch(/Tap to leave/i);
  }, 240_000);
});
