// The one place that reads process.env: validated with zod once, with a clear message for each problem.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const boolish = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));
const stripePriceId = optionalText.pipe(
  z
    .string()
    .regex(/^price_[A-Za-z0-9]+$/, "must be a Stripe Price id such as price_1AbC...")
    .optional(),
);

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Unset: http://localhost:<PORT>, so absolute links (share URLs, og tags) follow a changed port.
  APP_URL: optionalText.pipe(z.url({ message: "APP_URL must be a full URL such as http://localhost:3000" }).optional()),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Where `npm run dev` listens: unset, 127.0.0.1 only; 0.0.0.0 (or `npm run dev -- --lan`) every interface.
  HOST: optionalText,
  // How many reverse proxies stand between the clients and the app (scripts/server.ts): 0 believes only the socket.
  TRUST_PROXY_HOPS: z.coerce
    .number({ message: "TRUST_PROXY_HOPS must be a whole number of proxies (0 when the app is reached directly)" })
    .int()
    .min(0)
    .max(10)
    .default(0),
  // How long the app's server keeps a public page for visitors who are not signed in (lib/http/page-cache.ts); 0 keeps none.
  PUBLIC_PAGE_CACHE_MS: z.coerce.number({ message: "PUBLIC_PAGE_CACHE_MS must be a whole number of milliseconds" }).int().min(0).max(60_000).default(2_000),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optionalText.pipe(z.url({ message: "S3_ENDPOINT must be a URL" }).optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: boolish,
  LOCAL_STORAGE_DIR: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  // "test" switches the local test-payment mode on where it would otherwise be off (see lib/payments/stripe.ts).
  PAYMENTS_MODE: z.enum(["test", ""]).optional(),
  // Optional Stripe Prices for the fixed-price items; used only when they match the table (lib/payments/stripe-prices.ts).
  STRIPE_PRICE_GUESTBOOK_MEDIUM: stripePriceId,
  STRIPE_PRICE_GUESTBOOK_LARGE: stripePriceId,
  STRIPE_PRICE_GUESTBOOK_XL: stripePriceId,
  STRIPE_PRICE_MESSAGES_STARTER: stripePriceId,
  STRIPE_PRICE_MESSAGES_STANDARD: stripePriceId,
  STRIPE_PRICE_MESSAGES_PRO: stripePriceId,
  STRIPE_PRICE_FOREVER_HOSTING: stripePriceId,
  // The Reseller plan's monthly recurring Price (used only when it is $99 every month).
  STRIPE_PRICE_BUSINESS_RESELLER: stripePriceId,
  UNSPLASH_ACCESS_KEY: optionalText,
  ACCESS_CODE: optionalText,
  // Takes one guestbook accepts a minute, all guests together; more wait (429 with Retry-After).
  GUESTBOOK_TAKES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  // Email (lib/mail): the mail server as smtp://user:pass@host:587 or smtps://user:pass@host:465; unset,
  // mails go to the local outbox (/dev/mailbox) where test payments would be on, else nowhere (said at start).
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => /^smtps?:\/\/[^\s/]+/.test(value) && URL.canParse(value),
        "SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587 or smtps://...:465",
      )
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().max(200).optional()),
  SUPPORT_EMAIL: optionalText.pipe(z.email({ message: "SUPPORT_EMAIL must be an email address" }).optional()),
  // "outbox" keeps every mail in the local outbox even where a real deployment would need a mail server.
  MAIL_MODE: z.enum(["outbox", ""]).optional(),
  // New-message notes to a host: more than 3 within this many seconds fold into one summary.
  HOST_NOTE_BURST_SECONDS: z.coerce.number().int().min(5).max(86_400).default(600),
  FFMPEG_PATH: optionalText,
  // The box ffmpeg runs in (lib/audio/ffmpeg-sandbox.ts): "auto" bubblewrap where it works, "bwrap" required, "off" none on purpose.
  FFMPEG_SANDBOX: z
    .enum(["auto", "bwrap", "off", ""])
    .default("auto")
    .transform((value) => value || "auto"),
  // "off": every ffmpeg run starts ffmpeg afresh instead of being forked from one started ffmpeg (lib/audio/media-server.ts).
  FFMPEG_SERVER: z
    .enum(["auto", "off", ""])
    .default("auto")
    .transform((value) => value || "auto"),
  // "true": a production start accepts an ffmpeg older than 5.1 (such as the 2018 4.1 that npm ships) on purpose.
  FFMPEG_ALLOW_OLD: boolish,
  // The `lame` the voice polish encodes with (lib/audio/lame.ts); otherwise `lame` on PATH, else a second ffmpeg run.
  LAME_PATH: optionalText,
  // Set by scripts/server.ts, the app's own server: a production Next.js server without it is `next start`, which refuses.
  ECHOBOOK_APP_SERVER: boolish,
  // Most ffmpeg and sharp jobs at once in this instance; unset, the CPU count (lib/concurrency/media-slots.ts).
  MEDIA_CONCURRENCY: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(1024).optional()),
  // MP3s made at once by this instance's workers (pg-boss subscriptions); unset, the CPU count. Within MEDIA_CONCURRENCY.
  JOB_CONCURRENCY: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(256).optional()),
  // Stitches made at once by this instance's workers, apart from the MP3s so a long stitch never holds up a party's takes.
  STITCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // "false": this web instance serves pages only and leaves the job queues to `npm run worker` processes.
  RUN_WORKERS: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => value !== "false" && value !== "0"),
  // The system's search path, read here only so lib/audio/ffmpeg.ts can fall back to `ffmpeg` on it.
  PATH: z.string().default(""),
});

export type TEnv = Omit<z.infer<typeof ZEnv>, "APP_URL"> & { APP_URL: string; authSecret: string; dataDir: string };

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

type TParsedEnv = Omit<z.infer<typeof ZEnv>, "APP_URL"> & { APP_URL: string };

export function parseEnv(source: Record<string, string | undefined>): TParsedEnv {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new ConfigError(`Echobook cannot start: the environment is invalid.\n${lines.join("\n")}\nSee .env.example.`);
  }
  const env = { ...result.data, APP_URL: result.data.APP_URL ?? `http://localhost:${result.data.PORT}` };
  if (env.S3_BUCKET && !env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError("Echobook cannot start: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.");
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError("Echobook cannot start: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not.");
  }
  return env;
}

/** The session secret: the configured one, else one generated once into the git-ignored data folder. */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: TEnv | undefined;

export function getEnv(): TEnv {
  if (!cached) {
    const parsed = parseEnv(process.env);
    const dataDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), parsed.DATA_DIR);
    cached = { ...parsed, dataDir, authSecret: resolveAuthSecret(parsed.AUTH_SECRET, dataDir) };
  }
  return cached;
}
