// The migration that lets a purchase belong to a customer email instead of an account must keep every
// row: a database made at the migration before it, holding checkouts in every state (open, completed,
// expired, canceled) for each kind of purchase and their payments, is migrated; every row is still there
// with its values and its account, the new columns are empty, and a purchase without an account can
// now be written.
import { PrismaClient } from "@/lib/generated/prisma/client";
import { migrationDatabase } from "../helpers/migration-database";

const GUEST_CHECKOUT_MIGRATION = "20261126040000_guest_checkout";

const STATES = ["open", "completed", "expired", "canceled"] as const;
const PURPOSES = [
  "guestbook_purchase",
  "guestbook_upgrade",
  "message_credits",
  "forever_hosting_personal",
  "forever_hosting_pro",
  "business_subscription",
] as const;

type TOldCheckout = { id: string; status: (typeof STATES)[number]; purpose: (typeof PURPOSES)[number]; amountCents: number };
const checkouts: TOldCheckout[] = PURPOSES.flatMap((purpose, p) =>
  STATES.map((status, s) => ({ id: `cs-${p}-${s}`, status, purpose, amountCents: 100 * (p + 1) + s })),
);

describe("the guest checkout migration", () => {
  const database = migrationDatabase("purchase");
  let prisma: PrismaClient;

  beforeAll(async () => {
    await database.createBefore(GUEST_CHECKOUT_MIGRATION);

    await database.fill(async (old) => {
      await old.query(`INSERT INTO "User" (id, email, "firstName", "updatedAt") VALUES ('u1', 'buyer@example.test', 'Buyer', now())`);
      for (const checkout of checkouts) {
        await old.query(
          `INSERT INTO "CheckoutSession" (id, provider, "providerSessionId", "userId", purpose, status, "amountCents", description, "successUrl", "cancelUrl", "completedAt")
           VALUES ($1, 'test', $2, 'u1', $3, $4, $5, $6, '/payment-success', '/payment-cancel', $7)`,
          [
            checkout.id,
            `p-${checkout.id}`,
            checkout.purpose,
            checkout.status,
            checkout.amountCents,
            `Purchase ${checkout.id}`,
            checkout.status === "completed" ? new Date("2026-11-20T10:00:00Z") : null,
          ],
        );
        if (checkout.status === "completed") {
          await old.query(
            `INSERT INTO "Payment" (id, "userId", "checkoutSessionId", provider, "providerPaymentId", "amountCents", currency) VALUES ($1, 'u1', $2, 'test', $3, $4, 'usd')`,
            [`pay-${checkout.id}`, checkout.id, `pi-${checkout.id}`, checkout.amountCents],
          );
        }
      }
    });

    const migrated = await database.migrateRest();
    expect(migrated.applied).toContain(GUEST_CHECKOUT_MIGRATION);
    prisma = migrated.prisma;
  }, 120_000);

  afterAll(() => database.drop());

  it("keeps every checkout in every state with its account and values, the new columns empty", async () => {
    const rows = await prisma.checkoutSession.findMany({ orderBy: { id: "asc" } });
    expect(rows).toHaveLength(checkouts.length);
    for (const checkout of checkouts) {
      expect(rows.find((row) => row.id === checkout.id)).toMatchObject({
        userId: "u1",
        purpose: checkout.purpose,
        status: checkout.status,
        amountCents: checkout.amountCents,
        description: `Purchase ${checkout.id}`,
        providerSessionId: `p-${checkout.id}`,
        customerEmail: null,
        guestPayerHash: null,
        completedAt: checkout.status === "completed" ? new Date("2026-11-20T10:00:00Z") : null,
      });
    }
  });

  it("keeps every payment with its account and checkout", async () => {
    const payments = await prisma.payment.findMany({ orderBy: { id: "asc" } });
    const paid = checkouts.filter((checkout) => checkout.status === "completed");
    expect(payments).toHaveLength(paid.length);
    for (const checkout of paid) {
      expect(payments.find((payment) => payment.id === `pay-${checkout.id}`)).toMatchObject({
        userId: "u1",
        checkoutSessionId: checkout.id,
        providerPaymentId: `pi-${checkout.id}`,
        amountCents: checkout.amountCents,
        currency: "usd",
      });
    }
  });

  it("now takes a purchase that belongs to a customer email and no account", async () => {
    const checkout = await prisma.checkoutSession.create({
      data: {
        provider: "test",
        providerSessionId: "p-guest",
        purpose: "forever_hosting_personal",
        amountCents: 199,
        description: "Forever Hosting",
        successUrl: "/payment-success",
        cancelUrl: "/payment-cancel",
        customerEmail: "listener@example.test",
        guestPayerHash: "a".repeat(64),
      },
    });
    const payment = await prisma.payment.create({ data: { checkoutSessionId: checkout.id, provider: "test", amountCents: 199, currency: "usd" } });
    expect([checkout.userId, payment.userId]).toEqual([null, null]);
  });
});
