-- The link-preview pictures of guestbooks (/live-guestbook/{id}'s og:image), one per version of what
-- they show; the files live in storage under guestbooks/<guestbookId>/images/.
CREATE TABLE "GuestbookPreviewImage" (
    "guestbookId" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GuestbookPreviewImage_pkey" PRIMARY KEY ("guestbookId","version")
);

ALTER TABLE "GuestbookPreviewImage" ADD CONSTRAINT "GuestbookPreviewImage_guestbookId_fkey" FOREIGN KEY ("guestbookId") REFERENCES "Guestbook"("id") ON DELETE CASCADE ON UPDATE CASCADE;
