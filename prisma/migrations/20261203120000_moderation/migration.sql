-- Approval before anything is shown (issue 50): a guestbook may hold its guests' new takes for the host's
-- approval. Every recording stored before was already shown to the family, so existing rows are approved.
CREATE TYPE "ModerationMode" AS ENUM ('none', 'approve');
ALTER TABLE "Guestbook" ADD COLUMN "moderation" "ModerationMode" NOT NULL DEFAULT 'none';
ALTER TABLE "Recording" ADD COLUMN "approved" BOOLEAN NOT NULL DEFAULT true;
