-- Blog posts are written by admins in the app (/admin/blog): a post keeps its author (null once that
-- account is deleted) and when it was last changed.

-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN "authorId" TEXT,
ADD COLUMN "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AddForeignKey
ALTER TABLE "BlogPost" ADD CONSTRAINT "BlogPost_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
