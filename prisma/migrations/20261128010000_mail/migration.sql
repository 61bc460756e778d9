-- Email (issue 18): the mails themselves, reset and verification tokens, contact messages, the host's
-- note setting per guestbook, a verified flag on users and consent on newsletter sign-ups. Addresses
-- signed up before consent was asked stay pending: they are not mailed until they confirm.
CREATE TYPE "HostNoteMode" AS ENUM ('each', 'daily', 'off');
CREATE TYPE "MailStatus" AS ENUM ('queued', 'sent', 'failed');
CREATE TYPE "MailTransport" AS ENUM ('smtp', 'outbox', 'none');
CREATE TYPE "UserTokenPurpose" AS ENUM ('password_reset', 'email_verification');

ALTER TABLE "User" ADD COLUMN "emailVerifiedAt" TIMESTAMP(3);
ALTER TABLE "Guestbook" ADD COLUMN "hostNotes" "HostNoteMode" NOT NULL DEFAULT 'each';
ALTER TABLE "NewsletterSignup" ADD COLUMN "confirmedAt" TIMESTAMP(3);

CREATE TABLE "Mail" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "transport" "MailTransport" NOT NULL,
    "to" TEXT NOT NULL,
    "replyTo" TEXT,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "status" "MailStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Mail_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Mail_key_key" ON "Mail"("key");
CREATE INDEX "Mail_status_createdAt_idx" ON "Mail"("status", "createdAt");
CREATE INDEX "Mail_transport_createdAt_idx" ON "Mail"("transport", "createdAt");

CREATE TABLE "UserToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "purpose" "UserTokenPurpose" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UserToken_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "UserToken_tokenHash_key" ON "UserToken"("tokenHash");
CREATE INDEX "UserToken_userId_purpose_idx" ON "UserToken"("userId", "purpose");
ALTER TABLE "UserToken" ADD CONSTRAINT "UserToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ContactMessage" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "handledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ContactMessage_createdAt_idx" ON "ContactMessage"("createdAt");
