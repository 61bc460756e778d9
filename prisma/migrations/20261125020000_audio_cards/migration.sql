-- Audio cards (issue 12): a card remembers the take it was made from (so a retried creation makes one
-- card), how long its public page stays online without Forever Hosting, and when that ended; a spent
-- credit's ledger entry names the card it made.

-- AlterTable
ALTER TABLE "PersonalMessage" ADD COLUMN "clientUploadId" TEXT,
ADD COLUMN "hostedUntil" TIMESTAMP(3),
ADD COLUMN "hostingEndedAt" TIMESTAMP(3);

-- Cards made before this migration get the same year from their creation as new ones.
UPDATE "PersonalMessage" SET "hostedUntil" = "createdAt" + interval '1 year' WHERE "foreverHosted" = false;

-- AlterTable
ALTER TABLE "CreditLedgerEntry" ADD COLUMN "personalMessageId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "PersonalMessage_clientUploadId_key" ON "PersonalMessage"("clientUploadId");

-- CreateIndex
CREATE INDEX "PersonalMessage_hostedUntil_idx" ON "PersonalMessage"("hostedUntil");
