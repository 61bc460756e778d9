import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConfigError, parseEnv, resolveAuthSecret } from "./env";

describe("parseEnv", () => {
  it("gives the embedded defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ APP_URL: "http://localhost:3000", PORT: 3000, DATA_DIR: ".data" });
    expect(env.DATABASE_URL ?? env.S3_BUCKET ?? env.STRIPE_SECRET_KEY ?? env.ACCESS_CODE).toBeUndefined();
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "  ", S3_BUCKET: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every invalid variable in one clear message", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", PORT: "http", APP_URL: "nope" })).toThrow(ConfigError);
    try {
      parseEnv({ DATABASE_URL: "mysql://x", PORT: "http", APP_URL: "nope" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("DATABASE_URL: DATABASE_URL must start with postgres://");
      expect(message).toContain("PORT:");
      expect(message).toContain("APP_URL: APP_URL must be a full URL");
    }
  });

  it("refuses an SMTP_URL that is not an smtp:// or smtps:// URL, with a clear message", () => {
    for (const bad of ["mail.example.com", "http://mail.example.com", "smtp://", "not a url"]) {
      expect(() => parseEnv({ SMTP_URL: bad })).toThrow(/SMTP_URL must be a URL such as smtp:\/\//);
    }
    expect(parseEnv({ SMTP_URL: "smtps://user:pass@mail.example.com:465" }).SMTP_URL).toBe("smtps://user:pass@mail.example.com:465");
    expect(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe("smtp://127.0.0.1:2525");
  });

  it("refuses half an S3 key pair and Stripe without its webhook secret", () => {
    expect(() => parseEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe("TRUST_PROXY_HOPS", () => {
  it("believes no proxy unless told how many stand in front, and refuses anything but a whole number", () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    for (const bad of ["-1", "1.5", "yes"]) expect(() => parseEnv({ TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe("Stripe Price ids", () => {
  it("are optional, blank means unset, and a set one is kept as given", () => {
    expect(parseEnv({}).STRIPE_PRICE_GUESTBOOK_MEDIUM).toBeUndefined();
    expect(parseEnv({ STRIPE_PRICE_FOREVER_HOSTING: " " }).STRIPE_PRICE_FOREVER_HOSTING).toBeUndefined();
    const env = parseEnv({ STRIPE_PRICE_GUESTBOOK_XL: " price_1AbC2dEf ", STRIPE_PRICE_MESSAGES_PRO: "price_9" });
    expect(env).toMatchObject({ STRIPE_PRICE_GUESTBOOK_XL: "price_1AbC2dEf", STRIPE_PRICE_MESSAGES_PRO: "price_9" });
  });

  it("refuses something that is not a Price id, naming the variable", () => {
    expect(() => parseEnv({ STRIPE_PRICE_GUESTBOOK_LARGE: "prod_123" })).toThrow(/STRIPE_PRICE_GUESTBOOK_LARGE: must be a Stripe Price id/);
    expect(() => parseEnv({ STRIPE_PRICE_MESSAGES_STARTER: "49" })).toThrow(ConfigError);
  });
});

describe("resolveAuthSecret", () => {
  it("generates a secret once into the data folder and reuses it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "echobook-env-"));
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o077).toBe(0);
  });

  it("prefers the configured secret", () => {
    expect(resolveAuthSecret("configured-secret-configured-secret", "/nonexistent")).toBe("configured-secret-configured-secret");
  });
});

describe("APP_URL", () => {
  it("follows PORT when unset, so absolute links point at the running server", () => {
    expect(parseEnv({ PORT: "3300" }).APP_URL).toBe("http://localhost:3300");
    expect(parseEnv({ PORT: "3300", APP_URL: "https://echobook.example" }).APP_URL).toBe("https://echobook.example");
  });
});

describe("MEDIA_CONCURRENCY", () => {
  it("is a whole number of slots, unset (the CPU count decides) when empty", () => {
    expect(parseEnv({ MEDIA_CONCURRENCY: "3" }).MEDIA_CONCURRENCY).toBe(3);
    expect(parseEnv({ MEDIA_CONCURRENCY: "" }).MEDIA_CONCURRENCY).toBeUndefined();
    expect(parseEnv({}).MEDIA_CONCURRENCY).toBeUndefined();
    expect(() => parseEnv({ MEDIA_CONCURRENCY: "0" })).toThrow(/MEDIA_CONCURRENCY/);
    expect(() => parseEnv({ MEDIA_CONCURRENCY: "many" })).toThrow(/MEDIA_CONCURRENCY/);
  });
});
