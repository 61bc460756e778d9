-- An account whose owner asked for it to be deleted: the request frees the email at once (the user row
-- gets a placeholder address, no password, no Google id), and a job removes everything the account
-- holds, then the user row, which takes this row with it. Until then this row keeps the address and
-- name the confirmation goes to, and every storage key the job has seen, so a retry after a crash still
-- knows which files to remove although their rows are gone; and the id of its queued job, so the sweep
-- queues it again only when that job is no longer waiting or running.
CREATE TABLE "AccountDeletion" (
    "userId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "storageKeys" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "jobId" TEXT,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountDeletion_pkey" PRIMARY KEY ("userId")
);

ALTER TABLE "AccountDeletion" ADD CONSTRAINT "AccountDeletion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
