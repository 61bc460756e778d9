// Client addresses, against the running app: a limit counts the connection's address, or behind a trusted
// proxy the address that proxy saw, never one the client wrote.
import { randomInt } from "node:crypto";
import { Pool } from "pg";
import { asVisitor } from "../helpers/api";
import { baseUrl, databaseUrl, proxiedBaseUrl } from "../helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

/** An address from the benchmarking range, which no other test uses. */
function unusedAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

async function keysMentioning(text: string): Promise<string[]> {
  const { rows } = await pool.query<{ key: string }>(`SELECT "key" FROM "RateLimit" WHERE strpos("key", $1) > 0 ORDER BY "key"`, [text]);
  return rows.map((row) => row.key);
}

async function countOf(key: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`SELECT "count" FROM "RateLimit" WHERE "key" = $1 AND "resetAt" > now()`, [key]);
  return rows[0]?.count ?? 0;
}

/** A message save the server refuses (no audio) after its per-address limit has counted it. */
function emptySave(base: string, headers: Record<string, string>) {
  const form = new FormData();
  form.set("title", "Nothing here");
  return fetch(`${base}/api/upload-audio`, { method: "POST", body: form, headers });
}

describe("the address a limit counts", () => {
  it("is the connection's on a default instance, whatever X-Forwarded-For and X-Real-IP say", async () => {
    const [written, alsoWritten] = [unusedAddress(), unusedAddress()];
    const before = await countOf("upload-audio:ip:127.0.0.1");
    const response = await emptySave(baseUrl, { "x-forwarded-for": `${written}, ${alsoWritten}`, "x-real-ip": alsoWritten });
    expect(response.status).toBe(400);
    expect(await keysMentioning(written)).toEqual([]);
    expect(await keysMentioning(alsoWritten)).toEqual([]);
    expect(await countOf("upload-audio:ip:127.0.0.1")).toBe(before + 1);
  });

  it("behind TRUST_PROXY_HOPS=1 is the one the proxy appended, not what the client wrote before it", async () => {
    const [written, seenByProxy] = [unusedAddress(), unusedAddress()];
    const response = await emptySave(proxiedBaseUrl, { "x-forwarded-for": `${written}, ${seenByProxy}`, "x-real-ip": written });
    expect(response.status).toBe(400);
    expect(await keysMentioning(written)).toEqual([]);
    expect(await keysMentioning(seenByProxy)).toEqual([`upload-audio:ip:${seenByProxy}`]);
  });

  it("is an IPv6 client's /64, the block one household can pick addresses from", async () => {
    const block = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
    await emptySave(proxiedBaseUrl, asVisitor(`${block}::1`));
    await emptySave(proxiedBaseUrl, asVisitor(`${block}:0:0:0:abcd`));
    expect(await countOf(`upload-audio:ip:${block}::/64`)).toBe(2);
  });
});
