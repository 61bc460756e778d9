// The family's listening page and the keepsake book over HTTP against the running app (issues 38, 46): the
// link's owner checks, rotating and revoking (old tokens answer 404 on the page, the API and the audio),
// hidden and locked messages left out everywhere, audio that plays without an account, and the PDF's
// text and QR codes read back.
import { PDFDocument } from "pdf-lib";
import { Pool } from "pg";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl, databaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { askForKeepsake, makeKeepsake } from "@/tests/helpers/keepsake";
import { decodedQrCodes } from "@/tests/helpers/pdf-qr";
import { pdfText } from "@/tests/helpers/pdf-text";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const GUESTS = ["Zoë Ångström", "Юлия Смирнова", "山田 花子", "김민지", "Hidden Harry", "Locked Lena"];

type TLink = { url: string; token: string; allowDownloads: boolean };
type TListening = {
  guestbook: { title: string };
  recordings: { id: string; guestName: string; durationMs: number | null; createdAt: string; audioUrl: string; downloadUrl: string | null }[];
};

const linkPath = (guestbookId: string) => `/api/guestbooks/${guestbookId}/listening-link`;

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

describe("the listening page and the keepsake book", () => {
  let token: string;
  let otherToken: string;
  let guestbookId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [{ token }, { token: otherToken }] = await Promise.all([registerAndGetToken("Hana"), registerAndGetToken("Otto")]);
    guestbookId = String((await createFreeGuestbook(token, { guestbookName: "Hana & Kai" })).id);
    const audio = await makeToneBytes(1, "webm");
    for (const guestName of GUESTS) {
      const made = await recordAsGuest({ guestbookId, audio, guestName });
      if (made.status !== 201) throw new Error(`record failed: ${made.status} ${JSON.stringify(made.body)}`);
      ids[guestName] = String(made.body.id);
    }
    // Past the tier's guest limit: what an overage leaves behind.
    await pool.query(`UPDATE "Recording" SET "requiresUpgrade" = true WHERE id = $1`, [ids["Locked Lena"]]);
  });

  it("is the owner's alone: visitors 401, other users 404", async () => {
    for (const method of ["POST", "DELETE"]) {
      expect((await api(linkPath(guestbookId), { method, json: method === "POST" ? {} : undefined })).status).toBe(401);
      expect((await api(linkPath(guestbookId), { method, token: otherToken, json: method === "POST" ? {} : undefined })).status).toBe(404);
    }
    expect((await api(`/api/guestbooks/${guestbookId}/keepsake`, { method: "POST", json: {} })).status).toBe(401);
    expect((await askForKeepsake(guestbookId, otherToken)).status).toBe(404);
    expect((await askForKeepsake(guestbookId, token, { size: "a5" as "a4" })).status).toBe(400);
    const put = (listed: unknown, as?: string) =>
      api(`/api/guestbooks/${guestbookId}/recordings/${ids["Hidden Harry"]}`, { method: "PUT", token: as, json: { listed } });
    expect((await put(false)).status).toBe(401);
    expect((await put(false, otherToken)).status).toBe(404);
    expect((await put("no", token)).status).toBe(400);
    expect((await api(linkPath(guestbookId), { method: "POST", token, json: { rotate: "yes" } })).status).toBe(400);
  });

  it("answers the same link until it is rotated; the old token then opens nothing, at once", async () => {
    const first = await api(linkPath(guestbookId), { method: "POST", token, json: {} });
    expect(first.status).toBe(200);
    const link = first.body as TLink;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`${baseUrl}/listen/${link.token}`);
    expect((await api(linkPath(guestbookId), { method: "POST", token })).body).toEqual(link);
    // The database keeps no token as typed.
    const { rows } = await pool.query(`SELECT "tokenHash", "tokenSealed" FROM "ListeningLink" WHERE "guestbookId" = $1`, [guestbookId]);
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const before = await api(`/api/listen/${link.token}`);
    expect(before.status).toBe(200);
    const audioUrl = (before.body as TListening).recordings[0].audioUrl;

    const rotated = (await api(linkPath(guestbookId), { method: "POST", token, json: { rotate: true } })).body as TLink;
    expect(rotated.token).not.toBe(link.token);
    expect((await api(`/api/listen/${link.token}`)).status).toBe(404);
    expect((await page(`/listen/${link.token}`)).status).toBe(404);
    expect((await api(audioUrl)).status).toBe(404);
    expect((await api(`/api/listen/${rotated.token}`)).status).toBe(200);
    expect((await page(`/listen/${rotated.token}`)).status).toBe(200);
  });

  it("shows every listed, unlocked message with audio that plays without an account; hidden and locked ones nowhere", async () => {
    const hidden = await api(`/api/guestbooks/${guestbookId}/recordings/${ids["Hidden Harry"]}`, { method: "PUT", token, json: { listed: false } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.recording).toMatchObject({ id: ids["Hidden Harry"], listed: false });
    const { token: listenToken } = (await api(linkPath(guestbookId), { method: "POST", token })).body as TLink;

    const { status, body } = await api(`/api/listen/${listenToken}`);
    expect(status).toBe(200);
    const view = body as TListening;
    expect(view.guestbook.title).toBe("Hana & Kai");
    expect(view.recordings.map((recording) => recording.guestName)).toEqual(GUESTS.slice(0, 4));
    for (const recording of view.recordings) {
      expect(recording).toMatchObject({ id: ids[recording.guestName], createdAt: expect.any(String), downloadUrl: null });
      expect(recording.durationMs).toBeGreaterThan(500);
      const audio = await fetch(`${baseUrl}${recording.audioUrl}`, { headers: { range: "bytes=0-99" } });
      expect(audio.status).toBe(206);
      expect(audio.headers.get("content-type")).toContain("audio/");
      expect((await audio.arrayBuffer()).byteLength).toBe(100);
    }
    // No downloads until the host allows them.
    expect((await api(`${view.recordings[0].audioUrl}?download=1`)).status).toBe(403);
    // Hidden and locked messages do not play through the page's token either.
    for (const name of ["Hidden Harry", "Locked Lena"]) {
      expect((await api(`/api/listen/${listenToken}/recordings/${ids[name]}/audio`)).status).toBe(404);
    }

    const { status: pageStatus, html } = await page(`/listen/${listenToken}`);
    expect(pageStatus).toBe(200);
    for (const name of GUESTS.slice(0, 4)) {
      expect(html).toContain(name);
      expect(html).toContain(`id="m-${ids[name]}"`);
    }
    expect(html).not.toContain("Hidden Harry");
    expect(html).not.toContain("Locked Lena");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/api/guestbooks/${guestbookId}/preview-image/`));
    expect(html).toContain('<meta property="og:image:width" content="1200"');

    const allowed = (await api(linkPath(guestbookId), { method: "POST", token, json: { allowDownloads: true } })).body as TLink;
    expect(allowed).toMatchObject({ token: listenToken, allowDownloads: true });
    const downloadable = ((await api(`/api/listen/${listenToken}`)).body as TListening).recordings[0];
    expect(downloadable.downloadUrl).toMatch(new RegExp(`^/api/listen/${listenToken}/recordings/${downloadable.id}/(audio|mp3)\\?download=1$`));
    const download = await fetch(`${baseUrl}${downloadable.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    await download.arrayBuffer();
  });

  it("prints a keepsake book of the listed messages: every name as text, each QR code opening its message", async () => {
    const { bytes, headers, keepsake } = await makeKeepsake(guestbookId, token, { size: "letter", tz: "Europe/Paris" });
    expect(headers.get("content-type")).toBe("application/pdf");
    expect(headers.get("content-disposition")).toContain("keepsake book.pdf");
    // The book's own address is the owner's alone.
    expect((await api(keepsake.url)).status).toBe(401);
    expect((await api(keepsake.url, { token: otherToken })).status).toBe(404);

    const text = (await pdfText(bytes)).join("\n");
    for (const name of GUESTS.slice(0, 4)) expect(text).toContain(name);
    expect(text).toContain("Hana & Kai");
    expect(text).not.toContain("Hidden Harry");
    expect(text).not.toContain("Locked Lena");

    const { token: listenToken } = (await api(linkPath(guestbookId), { method: "POST", token })).body as TLink;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const codes = pdf.getPages().flatMap((pdfPage) => decodedQrCodes(pdfPage, pdf));
    const listenUrl = `${baseUrl}/listen/${listenToken}`;
    expect(codes).toContain(listenUrl);
    const messageCodes = codes.filter((code) => code?.includes("#m-"));
    expect(messageCodes).toEqual(GUESTS.slice(0, 4).map((name) => `${listenUrl}#m-${ids[name]}`));
  });

  it("plays the montage first while every voice in it is still listed", async () => {
    const { token: listenToken } = (await api(linkPath(guestbookId), { method: "POST", token })).body as TLink;
    const pair = [ids["Zoë Ångström"], ids["Юлия Смирнова"]];
    const made = await api(`/api/guestbooks/${guestbookId}/stitch-audio`, { method: "POST", token, json: { recordingIds: pair, incrementUsage: false } });
    expect(made.status).toBe(202);
    const stitchId = (made.body.stitch as { id: string }).id;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { body } = await api(`/api/guestbooks/${guestbookId}/stitches`, { token });
      const status = (body.stitches as { id: string; status: string }[]).find((stitch) => stitch.id === stitchId)?.status;
      if (status === "ready") break;
      if (status === "failed" || Date.now() > deadline) throw new Error(`the stitch ended ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const view = (await api(`/api/listen/${listenToken}`)).body as TListening & { montage: { audioUrl: string; downloadUrl: string | null } | null };
    expect(view.montage).toMatchObject({ audioUrl: `/api/listen/${listenToken}/montage` });
    const montage = await fetch(`${baseUrl}${view.montage?.audioUrl}`);
    expect(montage.status).toBe(200);
    expect(montage.headers.get("content-type")).toBe("audio/mpeg");
    expect((await montage.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const { html } = await page(`/listen/${listenToken}`);
    expect(html.indexOf("Every voice, one after another")).toBeGreaterThan(-1);
    expect(html.indexOf("Every voice, one after another")).toBeLessThan(html.indexOf(`id="m-${pair[0]}"`));

    // One of its voices hidden: the montage would play it, so it is not shown.
    await api(`/api/guestbooks/${guestbookId}/recordings/${pair[1]}`, { method: "PUT", token, json: { listed: false } });
    expect(((await api(`/api/listen/${listenToken}`)).body as { montage: unknown }).montage).toBeNull();
    expect((await api(`/api/listen/${listenToken}/montage`)).status).toBe(404);
    await api(`/api/guestbooks/${guestbookId}/recordings/${pair[1]}`, { method: "PUT", token, json: { listed: true } });
    expect(((await api(`/api/listen/${listenToken}`)).body as { montage: unknown }).montage).not.toBeNull();
  });

  it("revoking stops the page, the API and the audio at once", async () => {
    const link = (await api(linkPath(guestbookId), { method: "POST", token })).body as TLink;

    const audioUrl = ((await api(`/api/listen/${link.token}`)).body as TListening).recordings[0].audioUrl;
    const revoked = await api(linkPath(guestbookId), { method: "DELETE", token });
    expect(revoked.status).toBe(200);
    expect((await api(`/api/listen/${link.token}`)).status).toBe(404);
    expect((await page(`/listen/${link.token}`)).status).toBe(404);
    expect((await api(audioUrl)).status).toBe(404);
    expect((await api(`/api/listen/not-a-token`)).status).toBe(404);
  });
});
