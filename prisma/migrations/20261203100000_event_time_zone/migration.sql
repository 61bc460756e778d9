-- The event's time zone (issue 50): an IANA name the listening page, the keepsake book and the host's
-- list write times in. Set from the host's browser when a guestbook is made; existing guestbooks are UTC.
ALTER TABLE "Guestbook" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'UTC';
