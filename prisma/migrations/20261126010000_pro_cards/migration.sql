-- Pro audio cards (spec 002): activation codes are no longer kept as typed. A guess is checked against an
-- HMAC of the normalised code and the owner reads the code sealed with AES-256-GCM, both under keys
-- derived from the server secret, which SQL does not know: codes of rows made before this migration
-- (no route made any) cannot be converted here, so they are dropped with the column and those cards
-- cannot be activated. The activating browser's token is kept as a SHA-256. A card is active from its
-- activation, so new cards start inactive. A recipient's cover upload names its card.

-- DropIndex
DROP INDEX "ProAudioMessage_activationCode_key";

-- AlterTable
ALTER TABLE "ProAudioMessage" DROP COLUMN "activationCode",
ADD COLUMN "activationCodeHash" TEXT,
ADD COLUMN "activationCodeSealed" TEXT,
ADD COLUMN "recorderTokenHash" TEXT,
ALTER COLUMN "isActive" SET DEFAULT false;

-- AlterTable
ALTER TABLE "UserImage" ADD COLUMN "proAudioMessageId" TEXT;
