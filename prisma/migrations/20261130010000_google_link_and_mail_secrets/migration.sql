-- Google links show their address and when they were made; mails keep their link tokens apart (issue 34).
ALTER TABLE "User" ADD COLUMN     "googleEmail" TEXT,
ADD COLUMN     "googleLinkedAt" TIMESTAMP(3);

ALTER TABLE "Mail" ADD COLUMN     "ephemeral" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "secret" TEXT;

-- An account made by Google sign-in was linked when it was made (its address verified by Google then);
-- other existing links have no known time and count as made before the address was proven.
UPDATE "User" SET "googleLinkedAt" = "createdAt" WHERE "googleId" IS NOT NULL AND "passwordHash" IS NULL;
