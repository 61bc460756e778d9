// `npm run bench:keepsake`: the time and size of a keepsake book (lib/keepsake/keepsake-book.ts) of 200
// messages, guests' names in ten scripts, a 1200x630 photo on the cover, A4 and US Letter. The first run
// includes reading the fonts (what the first book after a server start costs); then the median of 3.
// `-- --out=book.pdf` keeps the last A4 book to look at. The target (issue 38): under 10 s and 20 MB.
import { writeFileSync } from "node:fs";
import { median, runBenchmark } from "./run-benchmark";

const MESSAGES = 200;
const RUNS = 3;
const NAMES = [
  "Zoë Ångström",
  "Юлия Смирнова",
  "山田 花子",
  "김민지",
  "Γιώργος Παπαδόπουλος",
  "שרה כהן",
  "Nguyễn Văn Anh",
  "Aarav शर्मा",
  "สมชาย ใจดี",
  "王小明",
  "محمد علي",
  "Grandma & Grandpa O'Neill",
];

runBenchmark("keepsake", async () => {
  const sharp = (await import("sharp")).default;
  const { makeKeepsakeBook } = await import("@/lib/keepsake/keepsake-book");
  const out = process.argv.find((arg) => arg.startsWith("--out="))?.slice("--out=".length);

  // A photo-like cover: noise compresses about as badly as a real photo does.
  const noise = Buffer.alloc(1200 * 630 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const picture = {
    bytes: await sharp(noise, { raw: { width: 1200, height: 630, channels: 3 } })
      .jpeg({ quality: 82 })
      .toBuffer(),
    type: "jpeg" as const,
  };
  const token = "x".repeat(43);
  const book = {
    title: "Ana & Ben’s Wedding",
    eventDate: "2026-06-14",
    picture,
    listeningUrl: `https://echobook.example/listen/${token}`,
    timeZone: "Europe/Paris",
    entries: Array.from({ length: MESSAGES }, (_, i) => ({
      guestName: `${NAMES[i % NAMES.length]} ${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 5, 14, 17, 0, i * 13)),
      durationMs: 5_000 + ((i * 7919) % 115_000),
      url: `https://echobook.example/listen/${token}#m-c${String(i).padStart(24, "0")}`,
    })),
  };

  for (const paper of ["a4", "letter"] as const) {
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      const pdf = await makeKeepsakeBook(book, paper);
      const seconds = (performance.now() - started) / 1000;
      size = pdf.byteLength;
      if (run === 0) console.log(`${paper}: first book (fonts read from disk) ${seconds.toFixed(2)} s`);
      else times.push(seconds);
      if (out && paper === "a4" && run === RUNS) writeFileSync(out, pdf);
    }
    console.log(`${paper}: ${MESSAGES} messages in ${median(times).toFixed(2)} s (median of ${RUNS}), ${(size / 1024 / 1024).toFixed(2)} MB`);
  }
});
