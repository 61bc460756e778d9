// What scripts/test.ts hands the test processes: where the app under test answers and its database.
export const baseUrl = process.env.TEST_BASE_URL ?? "http://127.0.0.1:3100";
export const databaseUrl = process.env.DATABASE_URL ?? "";
export const dataDir = process.env.TEST_DATA_DIR ?? ".data/test";
export const authSecret = process.env.AUTH_SECRET ?? "";
/**
 * An instance of the app that trusts one proxy in front of it (TRUST_PROXY_HOPS=1), the test client
 * standing in for that proxy: its requests name the visitor's address in X-Forwarded-For (`asVisitor`).
 * Tests that need many visitors go there, so per-address limits count each test's own visitor.
 */
export const proxiedBaseUrl = process.env.TEST_PROXIED_BASE_URL ?? baseUrl;
/** A second instance of the app with the pre-release gate on, and its code. */
export const gatedBaseUrl = process.env.TEST_GATED_BASE_URL ?? "";
export const gateCode = process.env.TEST_GATE_CODE ?? "";
/** A third instance with Stripe configured (dummy key), and the webhook secret it verifies with. */
export const stripeBaseUrl = process.env.TEST_STRIPE_BASE_URL ?? "";
export const stripeWebhookSecret = process.env.TEST_STRIPE_WEBHOOK_SECRET ?? "";
/** A fifth served as https://echobook.example with no Stripe key: a deployment that forgot to set one. */
export const deployedBaseUrl = process.env.TEST_DEPLOYED_BASE_URL ?? "";
/** A sixth that sends mail through SMTP to TEST_SMTP_PORT (a server the test starts: tests/helpers/smtp.ts). */
export const mailBaseUrl = process.env.TEST_MAIL_BASE_URL ?? "";
export const smtpPort = Number(process.env.TEST_SMTP_PORT ?? 0);
/** That instance's HOST_NOTE_BURST_SECONDS. */
export const mailBurstSeconds = 20;
