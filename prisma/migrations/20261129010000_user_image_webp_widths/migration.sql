-- Uploaded covers get WebP copies at the widths they are shown at (issue 15).
ALTER TABLE "UserImage" ADD COLUMN "webpWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
