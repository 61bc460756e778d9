-- The live voice wall's secret link (issue 50).
CREATE TABLE "WallLink" (
    "guestbookId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "tokenSealed" TEXT NOT NULL,
    "playAloud" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WallLink_pkey" PRIMARY KEY ("guestbookId")
);

-- CreateIndex
CREATE UNIQUE INDEX "WallLink_tokenHash_key" ON "WallLink"("tokenHash");

-- AddForeignKey
ALTER TABLE "WallLink" ADD CONSTRAINT "WallLink_guestbookId_fkey" FOREIGN KEY ("guestbookId") REFERENCES "Guestbook"("id") ON DELETE CASCADE ON UPDATE CASCADE;
