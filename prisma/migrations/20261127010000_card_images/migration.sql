-- An image a pro card's recipient uploaded without an account is the card's, not its creator's: such
-- rows lose their user (every row is kept, and its stored file stays where it is), so deleting the
-- creator's account no longer deletes the rows while leaving their files behind. New uploads of this
-- kind are stored under the card (cards/<cardId>/images/...).
ALTER TABLE "UserImage" ALTER COLUMN "userId" DROP NOT NULL;
UPDATE "UserImage" SET "userId" = NULL WHERE "proAudioMessageId" IS NOT NULL;
CREATE INDEX "UserImage_proAudioMessageId_idx" ON "UserImage"("proAudioMessageId");
