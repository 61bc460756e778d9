// The keepsake book as a job (issue 46) over HTTP against the running app: 500 listed messages are drawn
// once and the second request is answered from the kept book (the same book, one row, one job); a change
// to the messages makes a new book; a seventh new book in an hour answers 429 with Retry-After; and a
// guestbook whose listening link was revoked keeps it revoked, its book saying how to make one.
import { PDFDocument } from "pdf-lib";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { createFreeGuestbook, recordAsGuest, seedListedRecordings } from "@/tests/helpers/guestbooks";
import { askForKeepsake, makeKeepsake, readKeepsakeWhenReady, type TKeepsakeJson } from "@/tests/helpers/keepsake";
import { decodedQrCodes } from "@/tests/helpers/pdf-qr";
import { pdfText } from "@/tests/helpers/pdf-text";
import { withTestDatabase } from "@/tests/helpers/test-database";

const linkPath = (guestbookId: string) => `/api/guestbooks/${guestbookId}/listening-link`;

/** The books kept for a guestbook and the jobs that drew them. */
async function buildsOf(guestbookId: string): Promise<{ books: { id: string; status: string }[]; jobs: number }> {
  return withTestDatabase(async (client) => {
    const books = await client.query<{ id: string; status: string }>(
      `SELECT id, status::text FROM "KeepsakeBook" WHERE "guestbookId" = $1 ORDER BY "createdAt"`,
      [guestbookId],
    );
    const jobs = await client.query<{ count: string }>(`SELECT count(*) FROM pgboss.job WHERE name = 'keepsake.build' AND data->>'bookId' = ANY($1::text[])`, [
      books.rows.map((book) => book.id),
    ]);
    return { books: books.rows, jobs: Number(jobs.rows[0].count) };
  });
}

async function guestbookWithOneTake(token: string, guestbookName: string): Promise<{ guestbookId: string; recordingId: string }> {
  const guestbookId = String((await createFreeGuestbook(token, { guestbookName })).id);
  const made = await recordAsGuest({ guestbookId, audio: await makeToneBytes(1, "webm"), guestName: "Ana" });
  if (made.status !== 201) throw new Error(`record failed: ${made.status} ${JSON.stringify(made.body)}`);
  return { guestbookId, recordingId: String(made.body.id) };
}

describe("the keepsake book", () => {
  // A host of their own a test: one free guestbook each.
  let token: string;

  beforeEach(async () => {
    ({ token } = await registerAndGetToken("Hana"));
  });

  it("draws 500 listed messages once; asking again answers the kept book", async () => {
    const { guestbookId } = await guestbookWithOneTake(token, "Five hundred voices");
    expect(await seedListedRecordings(guestbookId, 499)).toHaveLength(500);
    await api(linkPath(guestbookId), { method: "POST", token });

    const first = await makeKeepsake(guestbookId, token, { size: "a4", tz: "UTC" });
    expect(first.asked).toBe(202);
    expect(first.keepsake).toMatchObject({ status: "building", url: `/api/guestbooks/${guestbookId}/keepsake/${first.keepsake.id}` });
    const seen = first.progress.filter((step) => step.total > 0);
    for (const step of seen) expect(step).toMatchObject({ status: "building", total: 500 });
    expect(first.headers.get("x-keepsake-book")).toBe(first.keepsake.id);
    const pdf = await PDFDocument.load(first.bytes);
    // The cover, then 7 messages a page on A4.
    expect(pdf.getPageCount()).toBe(1 + Math.ceil(500 / 7));

    const again = await askForKeepsake(guestbookId, token, { size: "a4", tz: "UTC" });
    expect(again.status).toBe(200);
    expect(again.body.keepsake).toMatchObject({ id: first.keepsake.id, status: "ready", done: 500, total: 500 });
    const second = await readKeepsakeWhenReady((again.body.keepsake as TKeepsakeJson).url, token);
    expect(second.progress).toEqual([]);
    expect(second.headers.get("x-keepsake-book")).toBe(first.keepsake.id);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    // One book kept, drawn by one job.
    expect(await buildsOf(guestbookId)).toEqual({ books: [{ id: first.keepsake.id, status: "ready" }], jobs: 1 });
  }, 300_000);

  it("draws again once a message changes, and answers a seventh new book in an hour 429 with Retry-After", async () => {
    const { guestbookId, recordingId } = await guestbookWithOneTake(token, "Six a day");
    const variants = [
      { size: "a4", tz: "UTC" },
      { size: "letter", tz: "UTC" },
      { size: "a4", tz: "Europe/Paris" },
      { size: "letter", tz: "Europe/Paris" },
      { size: "a4", tz: "Asia/Tokyo" },
    ] as const;
    const first = await makeKeepsake(guestbookId, token, variants[0]);
    expect(first.asked).toBe(202);
    // Nothing changed: the kept book, not a new one.
    expect((await askForKeepsake(guestbookId, token, variants[0])).body.keepsake).toMatchObject({ id: first.keepsake.id, status: "ready" });
    for (const variant of variants.slice(1)) expect((await askForKeepsake(guestbookId, token, variant)).status).toBe(202);

    // A message hidden: the book it was in is not answered again; this is the sixth new book.
    expect((await api(`/api/guestbooks/${guestbookId}/recordings/${recordingId}`, { method: "PUT", token, json: { listed: false } })).status).toBe(200);
    const changed = await askForKeepsake(guestbookId, token, variants[0]);
    expect(changed.status).toBe(202);
    expect((changed.body.keepsake as TKeepsakeJson).id).not.toBe(first.keepsake.id);

    const seventh = await askForKeepsake(guestbookId, token, { size: "letter", tz: "Asia/Tokyo" });
    expect(seventh.status).toBe(429);
    expect(seventh.body).toMatchObject({ code: "RATE_LIMITED", error: expect.stringContaining("6 times in the last hour") });
    const retryAfter = Number(seventh.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // A book already asked for is still answered: only new drawings count.
    expect((await askForKeepsake(guestbookId, token, variants[0])).status).not.toBe(429);
  }, 300_000);

  it("leaves a revoked listening link revoked, and says in the book how to make one", async () => {
    const { guestbookId } = await guestbookWithOneTake(token, "Not shared");
    await api(linkPath(guestbookId), { method: "POST", token });
    expect((await api(linkPath(guestbookId), { method: "DELETE", token })).status).toBe(200);

    const book = await makeKeepsake(guestbookId, token);
    const again = await askForKeepsake(guestbookId, token);
    expect(again.body.keepsake).toMatchObject({ id: book.keepsake.id, status: "ready" });
    await readKeepsakeWhenReady(book.keepsake.url, token);
    const links = await withTestDatabase((client) => client.query(`SELECT 1 FROM "ListeningLink" WHERE "guestbookId" = $1`, [guestbookId]));
    expect(links.rowCount).toBe(0);

    const text = (await pdfText(book.bytes)).join("\n");
    expect(text).toContain("There is no listening link yet");
    expect(text).toContain("Share with family");
    expect(text).toContain("Ana");
    const pdf = await PDFDocument.load(book.bytes);
    expect(pdf.getPages().flatMap((page) => decodedQrCodes(page, pdf))).toEqual([]);

    // Made afterwards, the link gives the book its codes: another book.
    const link = (await api(linkPath(guestbookId), { method: "POST", token })).body as { url: string };
    const shared = await makeKeepsake(guestbookId, token);
    expect(shared.keepsake.id).not.toBe(book.keepsake.id);
    const sharedPdf = await PDFDocument.load(shared.bytes);
    expect(decodedQrCodes(sharedPdf.getPage(0), sharedPdf)).toContain(link.url);
  }, 300_000);
});
