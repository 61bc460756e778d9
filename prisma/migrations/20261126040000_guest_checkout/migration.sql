-- A signed-out listener may buy Forever Hosting for a card: such a checkout and its payment belong to
-- no account; the checkout keeps the buyer's email and the hash of the browser's guest-payer cookie.
ALTER TABLE "CheckoutSession" ALTER COLUMN "userId" DROP NOT NULL;
ALTER TABLE "CheckoutSession" ADD COLUMN "customerEmail" TEXT;
ALTER TABLE "CheckoutSession" ADD COLUMN "guestPayerHash" TEXT;
CREATE INDEX "CheckoutSession_guestPayerHash_idx" ON "CheckoutSession"("guestPayerHash");
ALTER TABLE "Payment" ALTER COLUMN "userId" DROP NOT NULL;
