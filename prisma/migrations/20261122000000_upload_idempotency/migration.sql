-- AlterTable
ALTER TABLE "Recording" ADD COLUMN "clientUploadId" TEXT;

-- AlterTable
ALTER TABLE "AudioMessage" ADD COLUMN "clientUploadId" TEXT,
ADD COLUMN "previewKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Recording_clientUploadId_key" ON "Recording"("clientUploadId");

-- CreateIndex
CREATE UNIQUE INDEX "AudioMessage_clientUploadId_key" ON "AudioMessage"("clientUploadId");
