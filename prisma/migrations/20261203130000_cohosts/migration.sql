-- Co-hosts (issue 50): accounts that manage a guestbook with its owner, and the invitations mailed to
-- become one (only the SHA-256 of the link's token is kept). Both go with the guestbook; a co-host row
-- goes with its account.
CREATE TABLE "GuestbookCohost" (
    "guestbookId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GuestbookCohost_pkey" PRIMARY KEY ("guestbookId","userId")
);

CREATE INDEX "GuestbookCohost_userId_idx" ON "GuestbookCohost"("userId");

ALTER TABLE "GuestbookCohost" ADD CONSTRAINT "GuestbookCohost_guestbookId_fkey" FOREIGN KEY ("guestbookId") REFERENCES "Guestbook"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "GuestbookCohost" ADD CONSTRAINT "GuestbookCohost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "CohostInvitation" (
    "id" TEXT NOT NULL,
    "guestbookId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CohostInvitation_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "CohostInvitation_tokenHash_key" ON "CohostInvitation"("tokenHash");
CREATE INDEX "CohostInvitation_guestbookId_idx" ON "CohostInvitation"("guestbookId");

ALTER TABLE "CohostInvitation" ADD CONSTRAINT "CohostInvitation_guestbookId_fkey" FOREIGN KEY ("guestbookId") REFERENCES "Guestbook"("id") ON DELETE CASCADE ON UPDATE CASCADE;
