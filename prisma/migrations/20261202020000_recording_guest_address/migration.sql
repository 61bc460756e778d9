-- Which connection sent a guest's take (issue 46), as a keyed hash of its address and the guestbook, never
-- the address: the host can hide or delete everything one connection sent. Rows from before have none.
ALTER TABLE "Recording" ADD COLUMN "guestAddressHash" TEXT;
