-- CreateTable
CREATE TABLE "GoogleNonce" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "GoogleNonce_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GoogleNonce_createdAt_idx" ON "GoogleNonce"("createdAt");
