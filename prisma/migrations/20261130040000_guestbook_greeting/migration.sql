-- AlterTable
ALTER TABLE "Guestbook" ADD COLUMN     "greetingAudioId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Guestbook_greetingAudioId_key" ON "Guestbook"("greetingAudioId");

-- AddForeignKey
ALTER TABLE "Guestbook" ADD CONSTRAINT "Guestbook_greetingAudioId_fkey" FOREIGN KEY ("greetingAudioId") REFERENCES "AudioFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
