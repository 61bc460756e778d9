-- When a take was first shown to the family (issue 50): when it was saved, or when the host approved it.
-- The live wall orders its events by it, so a take approved late still reaches every wall as a new message.
ALTER TABLE "Recording" ADD COLUMN "shownAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "Recording" SET "shownAt" = "createdAt";
CREATE INDEX "Recording_guestbookId_shownAt_idx" ON "Recording"("guestbookId", "shownAt");
