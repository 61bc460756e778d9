-- One table for every stored voice (guest recordings, quick messages, audio cards, pro cards). Each
-- row that held the five audio columns gets an AudioFile with exactly those values and points to it;
-- the storage objects are not touched, so every key stays where it was.

-- CreateTable
CREATE TABLE "AudioFile" (
    "id" TEXT NOT NULL,
    "originalKey" TEXT NOT NULL,
    "originalMime" TEXT NOT NULL,
    "sizeBytes" INTEGER,
    "durationMs" INTEGER,
    "mp3Key" TEXT,
    "status" "MediaStatus" NOT NULL DEFAULT 'processing',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AudioFile_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "Recording" ADD COLUMN "audioId" TEXT;
ALTER TABLE "AudioMessage" ADD COLUMN "audioId" TEXT;
ALTER TABLE "PersonalMessage" ADD COLUMN "audioId" TEXT;
ALTER TABLE "ProAudioMessage" ADD COLUMN "audioId" TEXT;

-- Move the data: a new id for each voice, then its columns copied as they are.
UPDATE "Recording" SET "audioId" = gen_random_uuid()::text;
UPDATE "AudioMessage" SET "audioId" = gen_random_uuid()::text;
UPDATE "PersonalMessage" SET "audioId" = gen_random_uuid()::text WHERE "originalKey" IS NOT NULL;
UPDATE "ProAudioMessage" SET "audioId" = gen_random_uuid()::text WHERE "originalKey" IS NOT NULL;

INSERT INTO "AudioFile" ("id", "originalKey", "originalMime", "sizeBytes", "durationMs", "mp3Key", "status", "createdAt", "updatedAt")
SELECT "audioId", "originalKey", "originalMime", "sizeBytes", "durationMs", "mp3Key", "status", "createdAt", CURRENT_TIMESTAMP FROM "Recording";

INSERT INTO "AudioFile" ("id", "originalKey", "originalMime", "sizeBytes", "durationMs", "mp3Key", "status", "createdAt", "updatedAt")
SELECT "audioId", "originalKey", "originalMime", "sizeBytes", "durationMs", "mp3Key", "status", "createdAt", CURRENT_TIMESTAMP FROM "AudioMessage";

INSERT INTO "AudioFile" ("id", "originalKey", "originalMime", "sizeBytes", "durationMs", "mp3Key", "status", "createdAt", "updatedAt")
SELECT "audioId", "originalKey", COALESCE("originalMime", 'application/octet-stream'), NULL, "durationMs", "mp3Key",
       COALESCE("audioStatus", CASE WHEN "mp3Key" IS NULL THEN 'processing' ELSE 'ready' END::"MediaStatus"), "createdAt", CURRENT_TIMESTAMP
FROM "PersonalMessage" WHERE "audioId" IS NOT NULL;

INSERT INTO "AudioFile" ("id", "originalKey", "originalMime", "sizeBytes", "durationMs", "mp3Key", "status", "createdAt", "updatedAt")
SELECT "audioId", "originalKey", COALESCE("originalMime", 'application/octet-stream'), NULL, "durationMs", "mp3Key",
       CASE WHEN "mp3Key" IS NULL THEN 'processing' ELSE 'ready' END::"MediaStatus", COALESCE("recordedAt", "createdAt"), CURRENT_TIMESTAMP
FROM "ProAudioMessage" WHERE "audioId" IS NOT NULL;

ALTER TABLE "Recording" ALTER COLUMN "audioId" SET NOT NULL;
ALTER TABLE "AudioMessage" ALTER COLUMN "audioId" SET NOT NULL;

-- AlterTable
ALTER TABLE "Recording" DROP COLUMN "durationMs",
DROP COLUMN "mp3Key",
DROP COLUMN "originalKey",
DROP COLUMN "originalMime",
DROP COLUMN "sizeBytes",
DROP COLUMN "status";

-- AlterTable
ALTER TABLE "AudioMessage" DROP COLUMN "durationMs",
DROP COLUMN "mp3Key",
DROP COLUMN "originalKey",
DROP COLUMN "originalMime",
DROP COLUMN "sizeBytes",
DROP COLUMN "status";

-- AlterTable
ALTER TABLE "PersonalMessage" DROP COLUMN "audioStatus",
DROP COLUMN "durationMs",
DROP COLUMN "mp3Key",
DROP COLUMN "originalKey",
DROP COLUMN "originalMime";

-- AlterTable
ALTER TABLE "ProAudioMessage" DROP COLUMN "durationMs",
DROP COLUMN "mp3Key",
DROP COLUMN "originalKey",
DROP COLUMN "originalMime";

-- CreateIndex
CREATE UNIQUE INDEX "AudioFile_originalKey_key" ON "AudioFile"("originalKey");

-- CreateIndex
CREATE INDEX "AudioFile_status_createdAt_idx" ON "AudioFile"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Recording_audioId_key" ON "Recording"("audioId");

-- CreateIndex
CREATE UNIQUE INDEX "AudioMessage_audioId_key" ON "AudioMessage"("audioId");

-- CreateIndex
CREATE UNIQUE INDEX "PersonalMessage_audioId_key" ON "PersonalMessage"("audioId");

-- CreateIndex
CREATE UNIQUE INDEX "ProAudioMessage_audioId_key" ON "ProAudioMessage"("audioId");

-- AddForeignKey
ALTER TABLE "Recording" ADD CONSTRAINT "Recording_audioId_fkey" FOREIGN KEY ("audioId") REFERENCES "AudioFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AudioMessage" ADD CONSTRAINT "AudioMessage_audioId_fkey" FOREIGN KEY ("audioId") REFERENCES "AudioFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonalMessage" ADD CONSTRAINT "PersonalMessage_audioId_fkey" FOREIGN KEY ("audioId") REFERENCES "AudioFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProAudioMessage" ADD CONSTRAINT "ProAudioMessage_audioId_fkey" FOREIGN KEY ("audioId") REFERENCES "AudioFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
