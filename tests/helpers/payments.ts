// Reading checkouts and payments straight from the database in the payment tests, and the checkout id
// in the test mode's local checkout URL.
import type { Pool } from "pg";

export async function checkoutRow(pool: Pool, id: string) {
  const { rows } = await pool.query(`SELECT * FROM "CheckoutSession" WHERE id = $1`, [id]);
  return rows[0];
}

export async function paymentsFor(pool: Pool, checkoutSessionId: string): Promise<number> {
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Payment" WHERE "checkoutSessionId" = $1`, [checkoutSessionId]);
  return rows[0].n;
}

export function sessionIdFrom(url: unknown): string {
  const match = /^\/test-checkout\/([A-Za-z0-9_-]+)$/.exec(String(url));
  if (!match) throw new Error(`not a local checkout URL: ${String(url)}`);
  return match[1];
}
