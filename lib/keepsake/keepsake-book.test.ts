import { execFileSync } from "node:child_process";
import { PDFDocument } from "pdf-lib";
import { keepsakeWords } from "@/lib/i18n/catalogues";
import { arabicSkeleton, pdftotext, pdfWordBoxes, seenLeftToRight } from "@/tests/helpers/arabic-text";
import { decodedQrCodes } from "@/tests/helpers/pdf-qr";
import { pdfText } from "@/tests/helpers/pdf-text";
import { makeKeepsakeBook, type TKeepsakeEntry } from "./keepsake-book";

const NAMES = ["Zoë Ångström", "Юлия Смирнова", "山田 花子", "김민지", "Γιώργος", "שרה כהן", "Nguyễn Văn Anh", "Aarav शर्मा", "สมชาย", "王小明", "محمد علي"];

function entries(count: number): TKeepsakeEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    guestName: index < NAMES.length ? NAMES[index] : `${NAMES[index % NAMES.length]} ${index}`,
    createdAt: new Date(Date.UTC(2026, 5, 14, 18, index % 60)),
    durationMs: 1000 * (10 + index),
    url: `https://echobook.test/listen/${"t".repeat(43)}#m-rec${index}`,
  }));
}

describe("the keepsake book", () => {
  it("holds every guest's name as text, in any alphabet, and a QR code of each message", async () => {
    const book = {
      title: "Ana & Ben’s Wedding",
      eventDate: "2026-06-14",
      picture: null,
      listeningUrl: "https://echobook.test/listen/x",
      timeZone: "UTC",
      entries: entries(12),
    };
    const bytes = await makeKeepsakeBook(book, "a4");
    const text = (await pdfText(bytes)).join("\n");
    // Devanagari is shaped, so its glyphs stand in visual order: a reader copies them in that order.
    for (const entry of book.entries.filter((entry) => !/\p{Script=Devanagari}/u.test(entry.guestName))) expect(text).toContain(entry.guestName);
    expect(text).toContain("Ana & Ben’s Wedding");
    expect(text).toContain("June 14, 2026");
    const pdf = await PDFDocument.load(bytes);
    const codes = pdf
      .getPages()
      .slice(1)
      .flatMap((page) => decodedQrCodes(page, pdf));
    expect(codes).toEqual(book.entries.map((entry) => entry.url));
  }, 60_000);

  it("prints 200 messages on US Letter", async () => {
    const bytes = await makeKeepsakeBook(
      {
        title: "Party",
        eventDate: "2026-06-14",
        picture: null,
        listeningUrl: "https://echobook.test/listen/x",
        timeZone: "America/New_York",
        entries: entries(200),
      },
      "letter",
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(bytes.length).toBeLessThan(20 * 1024 * 1024);
    // Its time is bench:keepsake's to measure; here only a machine stalled by other work would come near this.
  }, 120_000);

  it("without a listening link draws no codes and says how to make one; past the ceiling it says how many it holds", async () => {
    const turns: string[] = [];
    const progress: number[] = [];
    const bytes = await makeKeepsakeBook(
      {
        title: "Party",
        eventDate: "2026-06-14",
        picture: null,
        listeningUrl: null,
        timeZone: "UTC",
        entries: entries(60).map((entry) => ({ ...entry, url: null })),
        listedCount: 1234,
      },
      "a4",
      {
        turn: (work) => (turns.push("turn"), work()),
        onProgress: (done) => void progress.push(done),
      },
    );
    const text = (await pdfText(bytes)).join("\n");
    expect(text).toContain("There is no listening link yet");
    expect(text).toContain("Share with family");
    expect(text).toContain("This book holds the first 60 of 1,234 messages");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPages().flatMap((page) => decodedQrCodes(page, pdf))).toEqual([]);
    // 60 entries at 7 a page are 9 pages, 8 pages a turn: the cover, two turns of pages and the save.
    expect(turns).toHaveLength(4);
    expect(progress).toEqual([56, 60]);
  }, 60_000);
});

describe("the keepsake book's own words", () => {
  it("are in the book's language: the count, the dates and a nameless guest", async () => {
    const spoken = entries(2).map((entry, index) => (index === 1 ? { ...entry, guestName: " " } : entry));
    const book = { title: "Boda", eventDate: "2026-06-14", picture: null, listeningUrl: "https://echobook.test/listen/x", timeZone: "UTC", entries: spoken };
    const spanish = (await pdfText(await makeKeepsakeBook({ ...book, language: "es" }, "a4"))).join("\n");
    expect(spanish).toContain("14 de junio de 2026");
    expect(spanish).toContain("2 mensajes de voz");
    expect(spanish).toContain("Escanea para escuchar todos los mensajes");
    expect(spanish).toContain("Invitado");
    expect(spanish).not.toContain("voice messages");
    const english = (await pdfText(await makeKeepsakeBook(book, "a4"))).join("\n");
    expect(english).toContain("June 14, 2026");
    expect(english).toContain("2 voice messages");
  }, 60_000);
});

describe("an Arabic keepsake book", () => {
  it("prints its own words in Arabic, right to left, read back by pdftotext, its entries set against the right margin", async () => {
    const spoken = [
      { guestName: "محمد علي", createdAt: new Date(Date.UTC(2026, 5, 14, 18, 5)), durationMs: 65_000, url: "https://echobook.test/listen/t#m-1" },
      { guestName: " ", createdAt: new Date(Date.UTC(2026, 5, 14, 18, 7)), durationMs: 5_000, url: "https://echobook.test/listen/t#m-2" },
    ];
    const bytes = await makeKeepsakeBook(
      {
        title: "زفاف سارة و John",
        eventDate: "2026-06-14",
        picture: null,
        listeningUrl: "https://echobook.test/listen/x",
        timeZone: "UTC",
        entries: spoken,
        language: "ar",
      },
      "a4",
    );
    const text = pdftotext(bytes);
    const read = arabicSkeleton(text);
    const t = keepsakeWords("ar");
    // Each line read in typed order: the title with its Latin name, the day, the count, the call to scan, a nameless guest.
    for (const line of ["زفاف سارة و John", "14 يونيو 2026", t("voiceMessages", { count: 2 }), t("scan"), "محمد علي", t("guest")]) {
      expect(read).toContain(arabicSkeleton(line));
    }
    expect(t("voiceMessages", { count: 2 })).toBe("رسالتان صوتيتان");
    // The title as it is seen, left to right: the Latin name, then the Arabic words from the last.
    expect(seenLeftToRight(pdfWordBoxes(bytes), ["زفاف", "سارة", "و", "John"])).toEqual(["John", "و", "سارة", "زفاف"]);
    expect(text).not.toMatch(/voice messages|Scan to listen|Guest/);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPages().flatMap((page) => decodedQrCodes(page, pdf))).toEqual([
      "https://echobook.test/listen/x",
      "https://echobook.test/listen/t#m-1",
      "https://echobook.test/listen/t#m-2",
    ]);
    // The entries are mirrored: the date line ends at the right margin (A4 is 595 pt wide, margins 54 pt).
    const boxes = execFileSync("pdftotext", ["-f", "2", "-l", "2", "-bbox", "-", "-"], { input: Buffer.from(bytes) }).toString();
    const day = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>[^<]*2026\/06\/14<\/word>/u.exec(boxes);
    expect(Number(day?.[2])).toBeCloseTo(595 - 54, 0);
    expect(Number(day?.[1])).toBeGreaterThan(400);
  }, 60_000);
});
