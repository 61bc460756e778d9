// The host hides, shows again or deletes many recordings at once (issue 46): by ids, by guest name, or by
// the connection they came from (a keyed hash in the list, never an address); the owner's alone; a
// delete frees the places for takes waiting for an upgrade.
import { Pool } from "pg";
import { api, newAddress, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { databaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

type TRow = { id: string; guestName: string; listed: boolean; requiresUpgrade: boolean; addressTag: string | null };

const bulkPath = (guestbookId: string) => `/api/guestbooks/${guestbookId}/recordings/bulk`;

async function rows(token: string, guestbookId: string): Promise<TRow[]> {
  return (await api(`/api/guestbooks/${guestbookId}/recordings`, { token })).body.recordings as TRow[];
}

describe("POST /api/guestbooks/{id}/recordings/bulk", () => {
  let token: string;
  let otherToken: string;
  let guestbookId: string;
  const flooder = newAddress();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [{ token }, { token: otherToken }] = await Promise.all([registerAndGetToken("Bulk"), registerAndGetToken("Other")]);
    guestbookId = String((await createFreeGuestbook(token)).id);
    const audio = await makeToneBytes(1.5);
    // Nine takes from one connection (one of them a real guest's name), and three from guests of their own.
    const takes: [string, string | undefined][] = [
      ...Array.from({ length: 8 }, (_, n): [string, string] => [`Spam ${n}`, flooder]),
      ["Ana", flooder],
      ["Ben", undefined],
      ["Cleo", undefined],
      ["Cleo", undefined],
    ];
    for (const [index, [guestName, address]] of takes.entries()) {
      const made = await recordAsGuest({ guestbookId, audio, guestName, address });
      if (made.status !== 201) throw new Error(`record failed: ${made.status} ${JSON.stringify(made.body)}`);
      ids[`${guestName}#${index}`] = String(made.body.id);
    }
  }, 120_000);

  it("tags each take with its connection, never the address itself", async () => {
    const list = await rows(token, guestbookId);
    const tags = new Set(list.map((row) => row.addressTag));
    expect(tags.size).toBe(4);
    expect([...tags].every((tag) => typeof tag === "string" && /^[A-Za-z0-9_-]{22}$/.test(tag))).toBe(true);
    expect(JSON.stringify(list)).not.toContain(flooder);
    const { rows: stored } = await pool.query<{ h: string }>(`SELECT "guestAddressHash" AS h FROM "Recording" WHERE "guestbookId" = $1`, [guestbookId]);
    expect(stored.every((row) => !row.h.includes(flooder))).toBe(true);
  });

  it("is the owner's alone: a visitor 401, another user 404, and nothing changes", async () => {
    const body = { action: "delete", match: { guestName: "Ben" } };
    expect((await api(bulkPath(guestbookId), { method: "POST", json: body })).status).toBe(401);
    expect(await api(bulkPath(guestbookId), { method: "POST", token: otherToken, json: body })).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    // Another user's own guestbook does not reach these ids either.
    const theirs = String((await createFreeGuestbook(otherToken)).id);
    const byIds = await api(bulkPath(theirs), { method: "POST", token: otherToken, json: { action: "hide", ids: [ids["Ben#9"]] } });
    expect(byIds).toMatchObject({ status: 404, body: { error: "Recording not found." } });
    expect(await rows(token, guestbookId)).toHaveLength(12);
    expect((await rows(token, guestbookId)).every((row) => row.listed)).toBe(true);
  });

  it("refuses a body that names neither or both of ids and match, or an unknown action", async () => {
    for (const json of [
      { action: "hide" },
      { action: "hide", ids: [ids["Ben#9"]], match: { guestName: "Ben" } },
      { action: "burn", ids: [ids["Ben#9"]] },
      { action: "hide", match: {} },
    ]) {
      const refused = await api(bulkPath(guestbookId), { method: "POST", token, json });
      expect(refused).toMatchObject({ status: 400, body: { code: "INVALID_INPUT" } });
    }
  });

  it("hides and shows again by name, and by ids", async () => {
    const hidden = await api(bulkPath(guestbookId), { method: "POST", token, json: { action: "hide", match: { guestName: "Cleo" } } });
    expect(hidden).toMatchObject({ status: 200, body: { action: "hide", count: 2 } });
    expect((await rows(token, guestbookId)).filter((row) => !row.listed).map((row) => row.guestName)).toEqual(["Cleo", "Cleo"]);
    const shown = await api(bulkPath(guestbookId), { method: "POST", token, json: { action: "unhide", ids: hidden.body.ids } });
    expect(shown).toMatchObject({ status: 200, body: { count: 2 } });
    expect((await rows(token, guestbookId)).every((row) => row.listed)).toBe(true);
  });

  it("deletes everything from one connection, and the freed places go to the takes that waited", async () => {
    const before = await rows(token, guestbookId);
    // Ten places on a free guestbook: the first ten by arrival play, the last two (Cleo's) wait.
    expect(before.filter((row) => row.requiresUpgrade).map((row) => row.guestName)).toEqual(["Cleo", "Cleo"]);
    const tag = before.find((row) => row.guestName === "Spam 0")?.addressTag;
    const fromThem = before.filter((row) => row.addressTag === tag).map((row) => row.id);
    const { rows: held } = await pool.query<{ audioId: string }>(`SELECT "audioId" FROM "Recording" WHERE id = ANY($1::text[])`, [fromThem]);
    const deleted = await api(bulkPath(guestbookId), { method: "POST", token, json: { action: "delete", match: { addressTag: tag } } });
    expect(deleted).toMatchObject({ status: 200, body: { action: "delete", count: 9 } });
    const after = await rows(token, guestbookId);
    expect(after.map((row) => [row.guestName, row.requiresUpgrade])).toEqual([
      ["Ben", false],
      ["Cleo", false],
      ["Cleo", false],
    ]);
    // Their voices went with them.
    expect(held).toHaveLength(9);
    const { rows: audio } = await pool.query(`SELECT count(*)::int AS n FROM "AudioFile" WHERE id = ANY($1::text[])`, [held.map((row) => row.audioId)]);
    expect(audio[0].n).toBe(0);
  });
});
