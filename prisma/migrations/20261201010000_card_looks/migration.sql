-- One look table for standard and pro cards (issue 35): the look and hosting columns both card tables
-- declared move to CardLook, one row per card. The key to the card is on the look's side, so deleting a
-- card (or its owner) deletes its look. Every card's values are copied as they are; no column keeps a
-- default, so a new card's values are its kind's (lib/cards/look-row.ts).

-- CreateTable
CREATE TABLE "CardLook" (
    "id" TEXT NOT NULL,
    "personalMessageId" TEXT,
    "proAudioMessageId" TEXT,
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "coverImageUrl" TEXT,
    "coverImagePhotographer" TEXT,
    "coverImageUnsplashUrl" TEXT,
    "buttonColor" TEXT NOT NULL,
    "buttonTextColor" TEXT NOT NULL,
    "titleColor" TEXT NOT NULL,
    "subtitleColor" TEXT NOT NULL,
    "coverTitleColor" TEXT,
    "showOverlay" BOOLEAN NOT NULL,
    "allowDownload" BOOLEAN NOT NULL,
    "foreverHostingEnabled" BOOLEAN NOT NULL,
    "foreverHosted" BOOLEAN NOT NULL,

    CONSTRAINT "CardLook_pkey" PRIMARY KEY ("id")
);

-- Each look is exactly one card's; a cover title colour is a pro card's alone (a standard card draws the
-- title over its cover with titleColor), and every pro card has one. Not in the Prisma schema, which
-- cannot express CHECK constraints.
ALTER TABLE "CardLook" ADD CONSTRAINT "CardLook_one_card_check"
    CHECK (("personalMessageId" IS NULL) <> ("proAudioMessageId" IS NULL));
ALTER TABLE "CardLook" ADD CONSTRAINT "CardLook_coverTitleColor_check"
    CHECK (("coverTitleColor" IS NULL) = ("proAudioMessageId" IS NULL));

-- Copy every card's look (ids made here; Prisma makes them for new rows).
INSERT INTO "CardLook" ("id", "personalMessageId", "proAudioMessageId", "title", "subtitle", "message", "coverImageUrl", "coverImagePhotographer",
    "coverImageUnsplashUrl", "buttonColor", "buttonTextColor", "titleColor", "subtitleColor", "coverTitleColor", "showOverlay", "allowDownload",
    "foreverHostingEnabled", "foreverHosted")
SELECT gen_random_uuid()::text, "id", NULL, "title", "subtitle", "message", "coverImageUrl", "coverImagePhotographer",
    "coverImageUnsplashUrl", "buttonColor", "buttonTextColor", "titleColor", "subtitleColor", NULL, "showOverlay", "allowDownload",
    "foreverHostingEnabled", "foreverHosted"
FROM "PersonalMessage";

INSERT INTO "CardLook" ("id", "personalMessageId", "proAudioMessageId", "title", "subtitle", "message", "coverImageUrl", "coverImagePhotographer",
    "coverImageUnsplashUrl", "buttonColor", "buttonTextColor", "titleColor", "subtitleColor", "coverTitleColor", "showOverlay", "allowDownload",
    "foreverHostingEnabled", "foreverHosted")
SELECT gen_random_uuid()::text, NULL, "id", "title", "subtitle", "message", "coverImageUrl", "coverImagePhotographer",
    "coverImageUnsplashUrl", "buttonColor", "buttonTextColor", "titleColor", "subtitleColor", "coverTitleColor", "showOverlay", "allowDownload",
    "foreverHostingEnabled", "foreverHosted"
FROM "ProAudioMessage";

-- CreateIndex
CREATE UNIQUE INDEX "CardLook_personalMessageId_key" ON "CardLook"("personalMessageId");

-- CreateIndex
CREATE UNIQUE INDEX "CardLook_proAudioMessageId_key" ON "CardLook"("proAudioMessageId");

-- AddForeignKey
ALTER TABLE "CardLook" ADD CONSTRAINT "CardLook_personalMessageId_fkey" FOREIGN KEY ("personalMessageId") REFERENCES "PersonalMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardLook" ADD CONSTRAINT "CardLook_proAudioMessageId_fkey" FOREIGN KEY ("proAudioMessageId") REFERENCES "ProAudioMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "PersonalMessage" DROP COLUMN "allowDownload",
DROP COLUMN "buttonColor",
DROP COLUMN "buttonTextColor",
DROP COLUMN "coverImagePhotographer",
DROP COLUMN "coverImageUnsplashUrl",
DROP COLUMN "coverImageUrl",
DROP COLUMN "foreverHosted",
DROP COLUMN "foreverHostingEnabled",
DROP COLUMN "message",
DROP COLUMN "showOverlay",
DROP COLUMN "subtitle",
DROP COLUMN "subtitleColor",
DROP COLUMN "title",
DROP COLUMN "titleColor";

-- AlterTable
ALTER TABLE "ProAudioMessage" DROP COLUMN "allowDownload",
DROP COLUMN "buttonColor",
DROP COLUMN "buttonTextColor",
DROP COLUMN "coverImagePhotographer",
DROP COLUMN "coverImageUnsplashUrl",
DROP COLUMN "coverImageUrl",
DROP COLUMN "coverTitleColor",
DROP COLUMN "foreverHosted",
DROP COLUMN "foreverHostingEnabled",
DROP COLUMN "message",
DROP COLUMN "showOverlay",
DROP COLUMN "subtitle",
DROP COLUMN "subtitleColor",
DROP COLUMN "title",
DROP COLUMN "titleColor";
