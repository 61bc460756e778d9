-- Keepsake books made by a job and kept until their messages change (issue 46).
CREATE TABLE "KeepsakeBook" (
    "id" TEXT NOT NULL,
    "guestbookId" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "paper" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'queued',
    "done" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "storageKey" TEXT,
    "sizeBytes" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "KeepsakeBook_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "KeepsakeBook_guestbookId_fingerprint_key" ON "KeepsakeBook"("guestbookId", "fingerprint");

-- AddForeignKey
ALTER TABLE "KeepsakeBook" ADD CONSTRAINT "KeepsakeBook_guestbookId_fkey" FOREIGN KEY ("guestbookId") REFERENCES "Guestbook"("id") ON DELETE CASCADE ON UPDATE CASCADE;
