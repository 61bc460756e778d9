-- The listening page for the family and the keepsake book (issue 38).
ALTER TABLE "Recording" ADD COLUMN "listed" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "ListeningLink" (
    "guestbookId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "tokenSealed" TEXT NOT NULL,
    "allowDownloads" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListeningLink_pkey" PRIMARY KEY ("guestbookId")
);

-- CreateIndex
CREATE UNIQUE INDEX "ListeningLink_tokenHash_key" ON "ListeningLink"("tokenHash");

-- AddForeignKey
ALTER TABLE "ListeningLink" ADD CONSTRAINT "ListeningLink_guestbookId_fkey" FOREIGN KEY ("guestbookId") REFERENCES "Guestbook"("id") ON DELETE CASCADE ON UPDATE CASCADE;
