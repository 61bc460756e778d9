-- Every voice clear (issue 48): each voice's MP3 is polished unless its guestbook turned "Even out voices"
-- off; the original stays as it was sent. Voices stored before have a plain MP3 (mp3Polished null), which
-- the sweep's polish pass makes again in the background.
ALTER TABLE "Guestbook" ADD COLUMN "voicePolish" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "AudioFile" ADD COLUMN "polish" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "AudioFile" ADD COLUMN "mp3Polished" BOOLEAN;
ALTER TABLE "AudioFile" ADD COLUMN "silent" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "AudioFile" ADD COLUMN "originalDurationMs" INTEGER;
UPDATE "AudioFile" SET "originalDurationMs" = "durationMs";
CREATE INDEX "AudioFile_polish_pending_idx" ON "AudioFile" ("createdAt") WHERE status = 'ready' AND polish AND "mp3Polished" IS NOT TRUE;
