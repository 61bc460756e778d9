import type { AudioFile, Recording } from "@/lib/generated/prisma/client";
import { archiveFileName, csvCell, manifestCsv, uniqueFileNames, ZArchiveIds } from "./archive";

function recording(fields: Partial<Recording>, audio: Partial<AudioFile> = {}): Recording & { audio: AudioFile } {
  const createdAt = fields.createdAt ?? new Date("2026-06-14T18:42:10.123Z");
  return {
    id: "rec1",
    guestbookId: "gb1",
    guestName: "Ana",
    guestEmail: null,
    anonymous: false,
    title: null,
    audioId: "aud1",
    requiresUpgrade: false,
    listed: true,
    approved: true,
    clientUploadId: null,
    guestAddressHash: null,
    createdAt,
    shownAt: createdAt,
    ...fields,
    audio: {
      id: "aud1",
      durationMs: 6400,
      sizeBytes: 1000,
      originalKey: "guestbooks/gb1/audio/rec1.webm",
      originalMime: "audio/webm",
      mp3Key: null,
      seekable: true,
      polish: true,
      mp3Polished: null,
      silent: false,
      originalDurationMs: 6400,
      status: "ready",
      createdAt,
      updatedAt: createdAt,
      ...audio,
    },
  };
}

describe("recordings archive", () => {
  it("numbers repeated file names like a file manager, ignoring case", () => {
    expect(
      uniqueFileNames(["Ana - 2026-06-14 18-42.mp3", "ana - 2026-06-14 18-42.mp3", "Ana - 2026-06-14 18-42.mp3", "Ana - 2026-06-14 18-42 (2).mp3"]),
    ).toEqual(["Ana - 2026-06-14 18-42.mp3", "ana - 2026-06-14 18-42 (2).mp3", "Ana - 2026-06-14 18-42 (3).mp3", "Ana - 2026-06-14 18-42 (2) (2).mp3"]);
  });

  it("quotes CSV cells when needed and defuses spreadsheet formulas", () => {
    expect(csvCell("Ana")).toBe("Ana");
    expect(csvCell('Ana "the voice", Lopez')).toBe('"Ana ""the voice"", Lopez"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell("")).toBe("");
  });

  it("writes the manifest with its header, UTC times and durations in seconds", () => {
    const csv = manifestCsv([
      { name: "Ana - 2026-06-14 18-42.mp3", recording: recording({ guestEmail: "ana@example.test" }) },
      { name: "=cmd - 2026-06-14 18-43.webm", recording: recording({ guestName: "=cmd", createdAt: new Date("2026-06-14T18:43:00Z") }, { durationMs: null }) },
    ]).toString("utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "file,guest name,email,recorded at (UTC ISO),duration (s)",
      "Ana - 2026-06-14 18-42.mp3,Ana,ana@example.test,2026-06-14T18:42:10.123Z,6.4",
      "'=cmd - 2026-06-14 18-43.webm,'=cmd,,2026-06-14T18:43:00.000Z,",
      "",
    ]);
  });

  it("names the archive after the guestbook without characters file systems refuse", () => {
    expect(archiveFileName("Ana & Ben's Wedding")).toBe("Ana & Ben's Wedding recordings.zip");
    expect(archiveFileName('a/b\\c:d*e?"f<g>h|')).toBe("a b c d e f g h recordings.zip");
    expect(archiveFileName("..")).toBe("Guestbook recordings.zip");
    expect(archiveFileName("   ")).toBe("Guestbook recordings.zip");
  });

  it("reads ?ids= as a de-duplicated list, absent as every recording", () => {
    expect(ZArchiveIds.parse(null)).toBeNull();
    expect(ZArchiveIds.parse("a, b,a,,c")).toEqual(["a", "b", "c"]);
    expect(ZArchiveIds.safeParse("").success).toBe(false);
    expect(ZArchiveIds.safeParse("a,../b").success).toBe(false);
    expect(ZArchiveIds.safeParse(Array.from({ length: 1001 }, (_, i) => `r${i}`).join(",")).success).toBe(false);
  });
});
