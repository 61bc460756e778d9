-- Whether a voice's stored original states its duration (and a WebM its cues). Only WebM and Ogg can be
-- written without: every other original is seekable as stored. The WebM and Ogg ones are checked, and
-- remuxed where needed, by the audio sweep (lib/audio/remux-stored-originals.ts).
ALTER TABLE "AudioFile" ADD COLUMN "seekable" BOOLEAN NOT NULL DEFAULT false;
UPDATE "AudioFile" SET "seekable" = true WHERE "originalMime" NOT IN ('audio/webm', 'audio/ogg');
CREATE INDEX "AudioFile_seekable_idx" ON "AudioFile" ("createdAt") WHERE NOT "seekable";
