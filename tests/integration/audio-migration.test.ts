// The migration that moved every voice into AudioFile must lose nothing: a database made at the
// migration before it, holding recordings, quick messages and cards in every audio state with real files
// in storage, is migrated, and every voice is then read through the new model, played (byte ranges) and
// downloaded (original and MP3) exactly as the routes do.
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { mp3Of, serveMp3, serveOriginal } from "@/lib/audio/serve-audio";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { errorResponse } from "@/lib/http/errors";
import { createStorage } from "@/lib/storage";
import { makeTone } from "../helpers/audio";
import { migrationDatabase } from "../helpers/migration-database";

const AUDIO_FILES_MIGRATION = "20261125000000_audio_files";
const uploads = mkdtempSync(path.join(tmpdir(), "echobook-audio-migration-"));
// The routes' storage (getStorage) reads this once, on first use.
process.env.LOCAL_STORAGE_DIR = uploads;

type TOldVoice = {
  table: "Recording" | "AudioMessage" | "PersonalMessage" | "ProAudioMessage";
  id: string;
  originalKey: string;
  originalMime: string;
  mp3Key: string | null;
  status: "processing" | "ready" | "failed";
  durationMs: number;
  sizeBytes: number | null;
};

function request(range?: string): Request {
  return new Request("http://127.0.0.1/api/audio", { headers: range ? { range } : {} });
}

async function bodyOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe("the AudioFile migration", () => {
  const database = migrationDatabase("audio");
  const voices: TOldVoice[] = [];
  const bytes = new Map<string, Buffer>();
  let prisma: PrismaClient;

  beforeAll(async () => {
    await database.createBefore(AUDIO_FILES_MIGRATION);

    const storage = createStorage({ driver: "local", rootDir: uploads });
    const webm = await readFile(await makeTone(1.2, "webm"));
    const mp3 = await readFile(await makeTone(1.2, "mp3"));
    const put = async (key: string, data: Buffer, contentType: string) => {
      await storage.put(key, data, { contentType });
      bytes.set(key, data);
    };

    await database.fill(async (old) => {
      await old.query(`INSERT INTO "User" (id, email, "firstName", "updatedAt") VALUES ('u1', 'host@example.test', 'Host', now())`);
      await old.query(
        `INSERT INTO "Guestbook" (id, "ownerId", name, "eventType", "eventDate", title, subtitle, message, "maxGuests", "updatedAt")
         VALUES ('gb1', 'u1', 'Party', 'Wedding', '2026-12-01', 'T', 'S', 'M', 10, now())`,
      );
      // Every state a voice could be in: MP3 made, MP3 still being made, MP3 given up on, an MP3 upload
      // that is its own MP3, and a take beyond the tier's limit.
      const states: Omit<TOldVoice, "table" | "id" | "originalKey" | "mp3Key" | "sizeBytes">[] = [
        { originalMime: "audio/webm", status: "ready", durationMs: 1200 },
        { originalMime: "audio/webm", status: "processing", durationMs: 1250 },
        { originalMime: "audio/webm", status: "failed", durationMs: 1300 },
        { originalMime: "audio/mpeg", status: "ready", durationMs: 1350 },
      ];
      for (const [table, scope, owner] of [
        ["Recording", "guestbooks", "gb1"],
        ["AudioMessage", "messages", "u1"],
        ["PersonalMessage", "cards", "u1"],
        ["ProAudioMessage", "cards", "u1"],
      ] as const) {
        for (const [n, state] of states.entries()) {
          const id = `${table.toLowerCase()}${n}`;
          const isMp3 = state.originalMime === "audio/mpeg";
          const originalKey = `${scope}/${owner}/audio/${id}.${isMp3 ? "mp3" : "webm"}`;
          await put(originalKey, isMp3 ? mp3 : webm, state.originalMime);
          // Pro cards kept no audio status: the migration reads 'ready' from a made MP3, else 'processing'.
          const status = table === "ProAudioMessage" && state.status === "failed" ? "processing" : state.status;
          let mp3Key: string | null = null;
          if (status === "ready") {
            mp3Key = isMp3 ? originalKey : `${scope}/${owner}/exports/${id}.mp3`;
            if (!isMp3) await put(mp3Key, mp3, "audio/mpeg");
          }
          const sizeBytes = table === "Recording" || table === "AudioMessage" ? bytes.get(originalKey)!.length : null;
          const voice: TOldVoice = { table, id, originalKey, mp3Key, sizeBytes, ...state, status };
          voices.push(voice);
          await insertOld(old, voice, n);
        }
      }
      // Cards not recorded yet hold no voice, before and after.
      await old.query(
        `INSERT INTO "PersonalMessage" (id, "ownerId", name, title, subtitle, message, "updatedAt") VALUES ('card-empty', 'u1', 'n', 't', 's', 'm', now())`,
      );
      await old.query(
        `INSERT INTO "ProAudioMessage" (id, "creatorId", name, title, subtitle, message, "activationCode", "expiresAt", "updatedAt")
         VALUES ('pro-empty', 'u1', 'n', 't', 's', 'm', 'CODE-EMPTY', now() + interval '1 year', now())`,
      );
    });

    const migrated = await database.migrateRest();
    expect(migrated.applied[0]).toBe(AUDIO_FILES_MIGRATION);
    prisma = migrated.prisma;
  }, 120_000);

  afterAll(() => database.drop());

  async function audioOf(voice: TOldVoice) {
    const include = { audio: true } as const;
    const where = { id: voice.id };
    const row =
      voice.table === "Recording"
        ? await prisma.recording.findUnique({ where, include })
        : voice.table === "AudioMessage"
          ? await prisma.audioMessage.findUnique({ where, include })
          : voice.table === "PersonalMessage"
            ? await prisma.personalMessage.findUnique({ where, include })
            : await prisma.proAudioMessage.findUnique({ where, include });
    return row?.audio ?? null;
  }

  it("gives every voice an AudioFile with exactly its old values", async () => {
    expect(voices).toHaveLength(16);
    for (const voice of voices) {
      const audio = await audioOf(voice);
      expect({ id: voice.id, audio }).toMatchObject({
        id: voice.id,
        audio: {
          originalKey: voice.originalKey,
          originalMime: voice.originalMime,
          mp3Key: voice.mp3Key,
          status: voice.status,
          durationMs: voice.durationMs,
          sizeBytes: voice.sizeBytes,
        },
      });
    }
    expect(await prisma.audioFile.count()).toBe(16);
    expect((await prisma.personalMessage.findUnique({ where: { id: "card-empty" } }))?.audioId).toBeNull();
    expect((await prisma.proAudioMessage.findUnique({ where: { id: "pro-empty" } }))?.audioId).toBeNull();
  });

  it("plays every original, whole and by byte range, and downloads it under its name", async () => {
    for (const voice of voices) {
      const audio = (await audioOf(voice))!;
      const original = bytes.get(voice.originalKey)!;
      const whole = await serveOriginal(request(), audio, { cacheControl: "private", downloadName: (ext) => `${voice.id}.${ext}` });
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe(voice.originalMime);
      expect(whole.headers.get("content-disposition")).toContain(`${voice.id}.${voice.originalMime === "audio/mpeg" ? "mp3" : "webm"}`);
      expect((await bodyOf(whole)).equals(original)).toBe(true);
      const part = await serveOriginal(request("bytes=10-99"), audio, { cacheControl: "private" });
      expect(part.status).toBe(206);
      expect((await bodyOf(part)).equals(original.subarray(10, 100))).toBe(true);
    }
  });

  it("serves each MP3 that was made, and answers the rest as before: 409 while made, 404 when given up", async () => {
    for (const voice of voices) {
      const audio = (await audioOf(voice))!;
      const response = await serveMp3(request(), mp3Of(audio), { cacheControl: "private", failedMessage: "gave up" }).catch(errorResponse);
      if (voice.status === "ready") {
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("audio/mpeg");
        expect((await bodyOf(response)).equals(bytes.get(voice.mp3Key!)!)).toBe(true);
      } else if (voice.status === "processing") {
        expect(response.status).toBe(409);
        expect(response.headers.get("retry-after")).toBe("2");
      } else {
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ error: "gave up" });
      }
    }
  });
});

async function insertOld(client: Client, voice: TOldVoice, n: number): Promise<void> {
  const audio = [voice.originalKey, voice.originalMime, voice.mp3Key, voice.durationMs];
  if (voice.table === "Recording") {
    await client.query(
      `INSERT INTO "Recording" (id, "guestbookId", "guestName", "originalKey", "originalMime", "mp3Key", "durationMs", status, "sizeBytes", "requiresUpgrade")
       VALUES ($1, 'gb1', 'Guest', $2, $3, $4, $5, $6, $7, $8)`,
      [voice.id, ...audio, voice.status, voice.sizeBytes, n === 3],
    );
  } else if (voice.table === "AudioMessage") {
    await client.query(
      `INSERT INTO "AudioMessage" (id, "ownerId", "originalKey", "originalMime", "mp3Key", "durationMs", status, "sizeBytes") VALUES ($1, 'u1', $2, $3, $4, $5, $6, $7)`,
      [voice.id, ...audio, voice.status, voice.sizeBytes],
    );
  } else if (voice.table === "PersonalMessage") {
    await client.query(
      `INSERT INTO "PersonalMessage" (id, "ownerId", name, title, subtitle, message, "originalKey", "originalMime", "mp3Key", "durationMs", "audioStatus", "updatedAt")
       VALUES ($1, 'u1', 'n', 't', 's', 'm', $2, $3, $4, $5, $6, now())`,
      [voice.id, ...audio, voice.status],
    );
  } else {
    await client.query(
      `INSERT INTO "ProAudioMessage" (id, "creatorId", name, title, subtitle, message, "activationCode", "expiresAt", "originalKey", "originalMime", "mp3Key", "durationMs", status, "updatedAt")
       VALUES ($1, 'u1', 'n', 't', 's', 'm', $2, now() + interval '1 year', $3, $4, $5, $6, 'recorded', now())`,
      [voice.id, `CODE-${voice.id}`, ...audio],
    );
  }
}
