-- The language guests see a guestbook's page in (issue 49): 'auto' follows each guest's browser, a code
-- (en, es, fr, de, it, pt, nl, ar) shows every guest that language. Existing guestbooks stay 'auto'.
ALTER TABLE "Guestbook" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'auto';
