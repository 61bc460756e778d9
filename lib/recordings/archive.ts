// Bulk Download: a guestbook's recordings as one ZIP, each the MP3 (or the original while the MP3 is
// being made) named after its guest and time, with a manifest.csv a spreadsheet opens safely. Every
// file is checked in storage first, so a missing one or an archive too big for ZIP is refused before
// the download starts rather than cut off in the middle.
import "server-only";
import { zipStream, ZipTooLargeError, type TZipEntry } from "@/lib/archive/zip";
import { audioExtension } from "@/lib/audio/probe";
import { db } from "@/lib/db/client";
import type { AudioFile, Guestbook, Recording } from "@/lib/generated/prisma/client";
import { RECORDING_NOT_FOUND } from "@/lib/guestbooks/access";
import { ApiError, notFound } from "@/lib/http/errors";
import { getStorage } from "@/lib/storage";
import { ZRecordingId } from "@/lib/validation/guestbooks";
import { ZIdList } from "@/lib/validation/id-list";
import { recordingFileName, requiresUpgradeError } from "./recording-access";

export const ARCHIVE_MAX_RECORDINGS = 1000;
export const NO_RECORDINGS_TO_DOWNLOAD = "There are no recordings to download yet.";
const MANIFEST_NAME = "manifest.csv";
const MANIFEST_HEADER = ["file", "guest name", "email", "recorded at (UTC ISO)", "duration (s)"];

/**
 * `?ids=a,b,c`: absent means every playable recording the family may have (none waiting for approval);
 * present, it must name at least one, and the host may name any of theirs.
 */
export const ZArchiveIds = ZIdList(ZRecordingId, {
  min: "Please select at least one recording to download.",
  max: [ARCHIVE_MAX_RECORDINGS, `Bulk Download takes at most ${ARCHIVE_MAX_RECORDINGS} recordings at a time.`],
}).nullable();

type TRecordingWithAudio = Recording & { audio: AudioFile };
type TLocatedFile = { recording: TRecordingWithAudio; key: string; size: number; ext: string };
type TArchiveFile = { recording: TRecordingWithAudio; key: string; size: number; name: string };

export type TRecordingsArchive = { fileName: string; body: ReadableStream<Uint8Array> };

/** Makes names unique the way file managers do ('x.mp3', 'x (2).mp3'), ignoring case like macOS and Windows. */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * One CSV cell (RFC 4180 quoting). A cell starting with = + - @ or a tab would be run as a formula by
 * Excel or Sheets, and guest names are typed by anyone, so such cells get a leading apostrophe.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) || inert !== inert.trim() ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export function manifestCsv(files: readonly Pick<TArchiveFile, "recording" | "name">[]): Buffer {
  const rows = files.map(({ recording, name }) => [
    name,
    recording.guestName,
    recording.guestEmail ?? "",
    recording.createdAt.toISOString(),
    recording.audio.durationMs === null ? "" : (recording.audio.durationMs / 1000).toFixed(1),
  ]);
  const lines = [MANIFEST_HEADER, ...rows].map((row) => row.map(csvCell).join(","));
  // The byte order mark makes Excel read the file as UTF-8, so accented guest names survive.
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

/** '<guestbook name> recordings.zip', with what no file system accepts taken out. */
export function archiveFileName(guestbookName: string): string {
  return `${safeFileName(guestbookName, 80) || "Guestbook"} recordings.zip`;
}

/** `name` as a file or folder name any file system takes: no reserved characters, no leading dots, at most `max` characters. */
export function safeFileName(name: string, max: number): string {
  return name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, max)
    .trim();
}

async function selectRecordings(guestbook: Guestbook, ids: string[] | null): Promise<TRecordingWithAudio[]> {
  const recordings = await db.recording.findMany({
    where: { guestbookId: guestbook.id, ...(ids ? { id: { in: ids } } : { requiresUpgrade: false, approved: true }) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { audio: true },
  });
  if (ids && recordings.length !== ids.length) throw notFound(RECORDING_NOT_FOUND);
  if (recordings.some((recording) => recording.requiresUpgrade)) throw requiresUpgradeError();
  if (recordings.length === 0) throw notFound(NO_RECORDINGS_TO_DOWNLOAD);
  return recordings;
}

/**
 * The MP3 (evened out, unless the host turned that off) when it exists, else the original under its real
 * extension; `asRecorded` always the original, byte for byte. Null when neither is stored.
 */
async function locateFile(recording: TRecordingWithAudio, asRecorded: boolean): Promise<TLocatedFile | null> {
  const storage = getStorage();
  const { mp3Key, originalKey, originalMime } = recording.audio;
  if (mp3Key && !asRecorded) {
    const mp3 = await storage.head(mp3Key);
    if (mp3) return { recording, key: mp3Key, size: mp3.size, ext: "mp3" };
  }
  const original = await storage.head(originalKey);
  if (!original) return null;
  const ext = audioExtension(originalMime) ?? /\.([a-z0-9]+)$/.exec(originalKey)?.[1] ?? "audio";
  return { recording, key: originalKey, size: original.size, ext };
}

async function locateFiles(recordings: TRecordingWithAudio[], asRecorded: boolean): Promise<TArchiveFile[]> {
  const located: (TLocatedFile | null)[] = [];
  // A few storage look-ups at a time: hundreds at once would queue up on S3's connection pool anyway.
  for (let i = 0; i < recordings.length; i += 16) {
    located.push(...(await Promise.all(recordings.slice(i, i + 16).map((recording) => locateFile(recording, asRecorded)))));
  }
  const missing = recordings.filter((_, i) => !located[i]).map((recording) => recording.guestName);
  if (missing.length > 0) throw notFound(`Some recordings are no longer available: ${missing.join(", ")}`);
  const found = located.filter((file) => file !== null);
  const names = uniqueFileNames(found.map((file) => recordingFileName(file.recording, file.ext)));
  return found.map(({ recording, key, size }, i) => ({ recording, key, size, name: names[i] }));
}

export async function buildRecordingsArchive(opts: { guestbook: Guestbook; ids: string[] | null; asRecorded?: boolean }): Promise<TRecordingsArchive> {
  const files = await locateFiles(await selectRecordings(opts.guestbook, opts.ids), opts.asRecorded ?? false);
  const manifest = manifestCsv(files);
  const storage = getStorage();
  const entries: TZipEntry[] = [
    ...files.map((file) => ({
      name: file.name,
      size: file.size,
      modifiedAt: file.recording.createdAt,
      open: async () => (await storage.get(file.key)).body,
    })),
    {
      name: MANIFEST_NAME,
      size: manifest.length,
      modifiedAt: new Date(),
      open: async function* () {
        yield manifest;
      },
    },
  ];
  try {
    return { fileName: archiveFileName(opts.guestbook.name), body: zipStream(entries) };
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw new ApiError("PAYLOAD_TOO_LARGE", `${error.message} Please select fewer recordings.`);
    throw error;
  }
}
