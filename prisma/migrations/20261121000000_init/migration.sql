-- CreateEnum
CREATE TYPE "SubscriptionTier" AS ENUM ('guestbook_reseller', 'product_seller', 'combined_pro', 'corporate');

-- CreateEnum
CREATE TYPE "GuestbookStatus" AS ENUM ('draft', 'upcoming', 'active', 'past', 'inactive', 'pending_payment');

-- CreateEnum
CREATE TYPE "GuestInfo" AS ENUM ('none', 'name', 'name_email');

-- CreateEnum
CREATE TYPE "MediaStatus" AS ENUM ('processing', 'ready', 'failed');

-- CreateEnum
CREATE TYPE "ProCardStatus" AS ENUM ('created', 'activated', 'recorded', 'expired');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('queued', 'processing', 'ready', 'failed');

-- CreateEnum
CREATE TYPE "CreditKind" AS ENUM ('message_free', 'message_premium', 'guestbook_tier1');

-- CreateEnum
CREATE TYPE "CheckoutPurpose" AS ENUM ('guestbook_purchase', 'guestbook_upgrade', 'message_credits', 'forever_hosting_personal', 'forever_hosting_pro');

-- CreateEnum
CREATE TYPE "CheckoutStatus" AS ENUM ('open', 'completed', 'expired', 'canceled');

-- CreateEnum
CREATE TYPE "PaymentProvider" AS ENUM ('stripe', 'test');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "passwordHash" TEXT,
    "googleId" TEXT,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "subscriptionTier" "SubscriptionTier",
    "subscriptionExpiresAt" TIMESTAMP(3),
    "stripeCustomerId" TEXT,
    "messageCreditsFree" INTEGER NOT NULL DEFAULT 2,
    "messageCreditsPremium" INTEGER NOT NULL DEFAULT 0,
    "guestbookCreditsTier1" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProSettings" (
    "userId" TEXT NOT NULL,
    "customLogoKey" TEXT,
    "customButtonColor" TEXT NOT NULL DEFAULT '#fcd305',
    "customButtonTextColor" TEXT NOT NULL DEFAULT '#000000',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Guestbook" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "eventTypeCustom" TEXT,
    "eventDate" DATE NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "showTitle" BOOLEAN NOT NULL DEFAULT true,
    "showSubtext" BOOLEAN NOT NULL DEFAULT true,
    "showMessage" BOOLEAN NOT NULL DEFAULT true,
    "showOverlay" BOOLEAN NOT NULL DEFAULT true,
    "themeColor" TEXT,
    "titleColor" TEXT NOT NULL DEFAULT '#ffffff',
    "buttonColor" TEXT NOT NULL DEFAULT '#fcd300',
    "buttonTextColor" TEXT NOT NULL DEFAULT '#000000',
    "coverImageUrl" TEXT,
    "coverImagePhotographer" TEXT,
    "coverImageUnsplashUrl" TEXT,
    "tierIdx" INTEGER NOT NULL DEFAULT 0,
    "maxGuests" INTEGER NOT NULL,
    "maxRecordingDuration" INTEGER NOT NULL DEFAULT 60,
    "guestInfo" "GuestInfo" NOT NULL DEFAULT 'name_email',
    "allowAnonymous" BOOLEAN NOT NULL DEFAULT false,
    "allowRecordings" BOOLEAN NOT NULL DEFAULT true,
    "allow24HoursBeforeAfter" BOOLEAN NOT NULL DEFAULT true,
    "openDateEnabled" BOOLEAN NOT NULL DEFAULT false,
    "openDate" TIMESTAMP(3),
    "closeDateEnabled" BOOLEAN NOT NULL DEFAULT false,
    "closeDate" TIMESTAMP(3),
    "status" "GuestbookStatus" NOT NULL DEFAULT 'active',
    "isSubscriptionGuestbook" BOOLEAN NOT NULL DEFAULT false,
    "priceCents" INTEGER NOT NULL DEFAULT 0,
    "overageTriggered" BOOLEAN NOT NULL DEFAULT false,
    "overageTriggeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Guestbook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GuestbookDraft" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tierIdx" INTEGER NOT NULL,
    "payload" JSONB NOT NULL,
    "guestbookId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),

    CONSTRAINT "GuestbookDraft_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Recording" (
    "id" TEXT NOT NULL,
    "guestbookId" TEXT NOT NULL,
    "guestName" TEXT NOT NULL,
    "guestEmail" TEXT,
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "title" TEXT,
    "durationMs" INTEGER,
    "sizeBytes" INTEGER,
    "originalKey" TEXT NOT NULL,
    "originalMime" TEXT NOT NULL,
    "mp3Key" TEXT,
    "status" "MediaStatus" NOT NULL DEFAULT 'processing',
    "requiresUpgrade" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Recording_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AudioMessage" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT,
    "title" TEXT,
    "name" TEXT,
    "email" TEXT,
    "durationMs" INTEGER,
    "sizeBytes" INTEGER,
    "originalKey" TEXT NOT NULL,
    "originalMime" TEXT NOT NULL,
    "mp3Key" TEXT,
    "status" "MediaStatus" NOT NULL DEFAULT 'processing',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AudioMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PersonalMessage" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "coverImageUrl" TEXT,
    "coverImagePhotographer" TEXT,
    "coverImageUnsplashUrl" TEXT,
    "buttonColor" TEXT NOT NULL DEFAULT '#fcd300',
    "buttonTextColor" TEXT NOT NULL DEFAULT '#000000',
    "titleColor" TEXT NOT NULL DEFAULT '#ffffff',
    "subtitleColor" TEXT NOT NULL DEFAULT '#666666',
    "showOverlay" BOOLEAN NOT NULL DEFAULT true,
    "allowDownload" BOOLEAN NOT NULL DEFAULT true,
    "foreverHostingEnabled" BOOLEAN NOT NULL DEFAULT true,
    "foreverHosted" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "durationMs" INTEGER,
    "originalKey" TEXT,
    "originalMime" TEXT,
    "mp3Key" TEXT,
    "audioStatus" "MediaStatus",
    "sourceGuestbookId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PersonalMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProAudioMessage" (
    "id" TEXT NOT NULL,
    "creatorId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "buttonColor" TEXT NOT NULL DEFAULT '#fcd300',
    "buttonTextColor" TEXT NOT NULL DEFAULT '#000000',
    "titleColor" TEXT NOT NULL DEFAULT '#000000',
    "subtitleColor" TEXT NOT NULL DEFAULT '#666666',
    "coverTitleColor" TEXT NOT NULL DEFAULT '#ffffff',
    "showOverlay" BOOLEAN NOT NULL DEFAULT true,
    "allowDownload" BOOLEAN NOT NULL DEFAULT true,
    "foreverHostingEnabled" BOOLEAN NOT NULL DEFAULT true,
    "foreverHosted" BOOLEAN NOT NULL DEFAULT false,
    "coverImageUrl" TEXT,
    "coverImagePhotographer" TEXT,
    "coverImageUnsplashUrl" TEXT,
    "activationCode" TEXT NOT NULL,
    "status" "ProCardStatus" NOT NULL DEFAULT 'created',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "durationMs" INTEGER,
    "originalKey" TEXT,
    "originalMime" TEXT,
    "mp3Key" TEXT,
    "activatedAt" TIMESTAMP(3),
    "recordedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProAudioMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StitchedAudio" (
    "id" TEXT NOT NULL,
    "guestbookId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "recordingIds" TEXT[],
    "status" "JobStatus" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "outputKey" TEXT,
    "durationMs" INTEGER,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "StitchedAudio_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserImage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckoutSession" (
    "id" TEXT NOT NULL,
    "provider" "PaymentProvider" NOT NULL,
    "providerSessionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "purpose" "CheckoutPurpose" NOT NULL,
    "status" "CheckoutStatus" NOT NULL DEFAULT 'open',
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "description" TEXT NOT NULL,
    "guestbookDraftId" TEXT,
    "guestbookId" TEXT,
    "personalMessageId" TEXT,
    "proAudioMessageId" TEXT,
    "newTierIdx" INTEGER,
    "creditQuantity" INTEGER,
    "successUrl" TEXT NOT NULL,
    "cancelUrl" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "CheckoutSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "checkoutSessionId" TEXT NOT NULL,
    "provider" "PaymentProvider" NOT NULL,
    "providerPaymentId" TEXT,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentEvent" (
    "id" TEXT NOT NULL,
    "provider" "PaymentProvider" NOT NULL,
    "type" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditLedgerEntry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "CreditKind" NOT NULL,
    "delta" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "checkoutSessionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditLedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogPost" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "imageUrl" TEXT,
    "imageAlt" TEXT,
    "imagePhotographer" TEXT,
    "imageUnsplashUrl" TEXT,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BlogPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsletterSignup" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NewsletterSignup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "resetAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_googleId_key" ON "User"("googleId");

-- CreateIndex
CREATE UNIQUE INDEX "User_stripeCustomerId_key" ON "User"("stripeCustomerId");

-- CreateIndex
CREATE INDEX "Guestbook_ownerId_idx" ON "Guestbook"("ownerId");

-- CreateIndex
CREATE UNIQUE INDEX "GuestbookDraft_guestbookId_key" ON "GuestbookDraft"("guestbookId");

-- CreateIndex
CREATE INDEX "GuestbookDraft_userId_idx" ON "GuestbookDraft"("userId");

-- CreateIndex
CREATE INDEX "Recording_guestbookId_createdAt_idx" ON "Recording"("guestbookId", "createdAt");

-- CreateIndex
CREATE INDEX "AudioMessage_ownerId_idx" ON "AudioMessage"("ownerId");

-- CreateIndex
CREATE INDEX "PersonalMessage_ownerId_idx" ON "PersonalMessage"("ownerId");

-- CreateIndex
CREATE UNIQUE INDEX "ProAudioMessage_activationCode_key" ON "ProAudioMessage"("activationCode");

-- CreateIndex
CREATE INDEX "ProAudioMessage_creatorId_idx" ON "ProAudioMessage"("creatorId");

-- CreateIndex
CREATE INDEX "StitchedAudio_guestbookId_idx" ON "StitchedAudio"("guestbookId");

-- CreateIndex
CREATE UNIQUE INDEX "UserImage_storageKey_key" ON "UserImage"("storageKey");

-- CreateIndex
CREATE INDEX "UserImage_userId_createdAt_idx" ON "UserImage"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CheckoutSession_providerSessionId_key" ON "CheckoutSession"("providerSessionId");

-- CreateIndex
CREATE INDEX "CheckoutSession_userId_idx" ON "CheckoutSession"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_checkoutSessionId_key" ON "Payment"("checkoutSessionId");

-- CreateIndex
CREATE INDEX "CreditLedgerEntry_userId_idx" ON "CreditLedgerEntry"("userId");

-- CreateIndex
CREATE INDEX "BlogPost_publishedAt_idx" ON "BlogPost"("publishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSignup_email_key" ON "NewsletterSignup"("email");

-- AddForeignKey
ALTER TABLE "ProSettings" ADD CONSTRAINT "ProSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Guestbook" ADD CONSTRAINT "Guestbook_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GuestbookDraft" ADD CONSTRAINT "GuestbookDraft_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recording" ADD CONSTRAINT "Recording_guestbookId_fkey" FOREIGN KEY ("guestbookId") REFERENCES "Guestbook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AudioMessage" ADD CONSTRAINT "AudioMessage_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonalMessage" ADD CONSTRAINT "PersonalMessage_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProAudioMessage" ADD CONSTRAINT "ProAudioMessage_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StitchedAudio" ADD CONSTRAINT "StitchedAudio_guestbookId_fkey" FOREIGN KEY ("guestbookId") REFERENCES "Guestbook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StitchedAudio" ADD CONSTRAINT "StitchedAudio_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserImage" ADD CONSTRAINT "UserImage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckoutSession" ADD CONSTRAINT "CheckoutSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckoutSession" ADD CONSTRAINT "CheckoutSession_guestbookId_fkey" FOREIGN KEY ("guestbookId") REFERENCES "Guestbook"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckoutSession" ADD CONSTRAINT "CheckoutSession_personalMessageId_fkey" FOREIGN KEY ("personalMessageId") REFERENCES "PersonalMessage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckoutSession" ADD CONSTRAINT "CheckoutSession_proAudioMessageId_fkey" FOREIGN KEY ("proAudioMessageId") REFERENCES "ProAudioMessage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_checkoutSessionId_fkey" FOREIGN KEY ("checkoutSessionId") REFERENCES "CheckoutSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditLedgerEntry" ADD CONSTRAINT "CreditLedgerEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
