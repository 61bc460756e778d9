// What the server enforces for guestbooks (issue 4, point 4), proven over HTTP against the running app:
// recording length, the open/close window, the tier's guest limit, the event date lock, one free
// guestbook, paid tiers asking for payment, and ownership on every guestbook and recording route.
import { Pool } from "pg";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { databaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest, todayUtc } from "@/tests/helpers/guestbooks";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

let shortTake: Buffer;
beforeAll(async () => {
  shortTake = await makeToneBytes(1.5);
});

async function waitForReady(token: string, guestbookId: string, recordingId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { body } = await api(`/api/guestbooks/${guestbookId}/recordings`, { token });
    const found = (body.recordings as { id: string; status: string }[]).find((recording) => recording.id === recordingId);
    if (found?.status === "ready" || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("creating guestbooks", () => {
  it("allows one free guestbook per user and names the one they have", async () => {
    const { token } = await registerAndGetToken("Freda");
    await createFreeGuestbook(token, { guestbookName: "First" });
    const second = await api("/api/guestbooks", {
      method: "POST",
      token,
      json: { guestbookName: "Second", eventType: "Birthday", eventDate: todayUtc(), tierIdx: 0 },
    });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ error: 'You already have a free guestbook: "First"', code: "FREE_GUESTBOOK_USED", existingGuestbookName: "First" });
  });

  it("lets only one of two simultaneous free creations through", async () => {
    const { token } = await registerAndGetToken("Racer");
    const attempts = await Promise.all(
      [1, 2, 3].map((n) =>
        api("/api/guestbooks", { method: "POST", token, json: { guestbookName: `Race ${n}`, eventType: "Wedding", eventDate: todayUtc(), tierIdx: 0 } }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 400, 400]);
  });

  it("answers a paid tier with 402, requiresPayment and a tempGuestbookKey, and creates nothing yet", async () => {
    const { token } = await registerAndGetToken("Paige");
    const result = await api("/api/guestbooks", {
      method: "POST",
      token,
      json: { guestbookName: "Gala", eventType: "Corporate Event", eventDate: todayUtc(3), tierIdx: 2 },
    });
    expect(result.status).toBe(402);
    expect(result.body).toMatchObject({ error: "You need to purchase this guestbook tier.", requiresPayment: true });
    expect(result.body.tempGuestbookKey).toEqual(expect.any(String));
    expect((await api("/api/guestbooks", { token })).body.guestbooks).toEqual([]);
  });

  it("takes the limits from the tier, not from the request", async () => {
    const { token } = await registerAndGetToken("Lim");
    const tooLong = await api("/api/guestbooks", {
      method: "POST",
      token,
      json: { guestbookName: "Long", eventType: "Wedding", eventDate: todayUtc(), tierIdx: 0, maxRecordingDuration: 300 },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe("Recordings on the Free tier can be at most 60 seconds.");
    const dates = await api("/api/guestbooks", {
      method: "POST",
      token,
      json: {
        guestbookName: "Dates",
        eventType: "Wedding",
        eventDate: todayUtc(),
        tierIdx: 0,
        closeDateEnabled: true,
        closeDate: new Date(Date.now() + 864e5).toISOString(),
      },
    });
    expect(dates.status).toBe(400);
    expect(dates.body.error).toBe("Open and close dates are available on paid tiers.");
    // Limits and prices a client slips into the payload are not read.
    const made = await createFreeGuestbook(token, { maxGuests: 5000, price: 0, priceCents: 0, stitchesIncluded: 99 });
    expect(made).toMatchObject({ tier: "free", maxGuests: 10, maxRecordingDuration: 60, price: 0, stitchesIncluded: 1 });
  });

  it("refuses an event date in the past and names each missing field with the wizard's text", async () => {
    const { token } = await registerAndGetToken("Past");
    const past = await api("/api/guestbooks", {
      method: "POST",
      token,
      json: { guestbookName: "Old", eventType: "Wedding", eventDate: todayUtc(-3), tierIdx: 0 },
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe("The event date cannot be in the past.");
    const noName = await api("/api/guestbooks", {
      method: "POST",
      token,
      json: { guestbookName: "  ", eventType: "Wedding", eventDate: todayUtc(), tierIdx: 0 },
    });
    expect(noName.body.error).toBe("Please enter a guestbook name.");
    const other = await api("/api/guestbooks", { method: "POST", token, json: { guestbookName: "X", eventType: "Other", eventDate: todayUtc(), tierIdx: 0 } });
    expect(other.body.error).toBe("Please enter a custom event type.");
  });
});

describe("guest recordings", () => {
  it("refuses a take longer than the guestbook's maximum, measured by the server", async () => {
    const { token } = await registerAndGetToken("Dur");
    const guestbook = await createFreeGuestbook(token);
    expect((await api(`/api/guestbooks/${guestbook.id}`, { method: "PUT", token, json: { maxRecordingDuration: 30 } })).status).toBe(200);
    const long = await recordAsGuest({ guestbookId: String(guestbook.id), audio: await makeToneBytes(33), guestName: "Long Talker" });
    expect(long.status).toBe(422);
    expect(long.body.error).toBe("This recording is longer than the 30 seconds limit. Please record a shorter message.");
    const fits = await recordAsGuest({ guestbookId: String(guestbook.id), audio: await makeToneBytes(29), guestName: "Brief" });
    expect(fits.status).toBe(201);
    expect(Number(fits.body.durationMs)).toBeGreaterThan(28_500);
  });

  it("records only inside the open/close window, with the spec's texts", async () => {
    const { token } = await registerAndGetToken("Win");
    const guestbook = await createFreeGuestbook(token, { eventDate: todayUtc(10) });
    const id = String(guestbook.id);
    expect(guestbook.currentStatus).toBe("upcoming");
    const early = await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "Early" });
    expect(early.status).toBe(403);
    expect(early.body.error).toMatch(/^Recording will be available starting .+\.$/);

    await pool.query(`UPDATE "Guestbook" SET "eventDate" = $2 WHERE id = $1`, [id, todayUtc(-10)]);
    const late = await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "Late" });
    expect(late.status).toBe(403);
    expect(late.body.error).toMatch(/^Recording was available until .+\.$/);

    await pool.query(
      `UPDATE "Guestbook" SET "openDateEnabled" = true, "openDate" = now() - interval '1 hour', "closeDateEnabled" = true, "closeDate" = now() + interval '1 hour' WHERE id = $1`,
      [id],
    );
    expect((await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "On time" })).status).toBe(201);

    expect((await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { allowRecordings: false } })).status).toBe(200);
    const closed = await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "Anyone" });
    expect(closed.status).toBe(403);
    expect(closed.body.error).toBe("This guestbook is not currently active.");
    expect((await api(`/api/guestbooks/${id}/public`)).body.guestbook).toMatchObject({ state: "inactive" });
  });

  it("widens the window by 24 hours each side when allow24HoursBeforeAfter is on", async () => {
    const { token } = await registerAndGetToken("Wide");
    const guestbook = await createFreeGuestbook(token, { eventDate: todayUtc(5) });
    const narrow = await api(`/api/guestbooks/${guestbook.id}`, { method: "PUT", token, json: { allow24HoursBeforeAfter: false } });
    const opensNarrow = Date.parse(String(narrow.body.guestbook && (narrow.body.guestbook as Record<string, unknown>).opensAt));
    expect(Date.parse(String(guestbook.opensAt))).toBe(opensNarrow - 24 * 3_600_000);
  });

  it("asks for a name when the guestbook does, and allows anonymity only when the host does", async () => {
    const { token } = await registerAndGetToken("Names");
    const strict = await createFreeGuestbook(token, { allowAnonymous: false, guestInfoPref: "name" });
    const id = String(strict.id);
    const nameless = await recordAsGuest({ guestbookId: id, audio: shortTake });
    expect(nameless).toMatchObject({ status: 400, body: { error: "Please enter your name." } });
    expect((await recordAsGuest({ guestbookId: id, audio: shortTake, anonymous: true })).status).toBe(400);
    expect((await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "Ana", guestEmail: "ana@example.test" })).status).toBe(201);
    const listed = (await api(`/api/guestbooks/${id}/recordings`, { token })).body.recordings as Record<string, unknown>[];
    // This guestbook asks for a name only, so an email sent anyway is not kept.
    expect(listed[0]).toMatchObject({ title: "Ana", email: null, anonymous: false });

    await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { allowAnonymous: true } });
    expect((await recordAsGuest({ guestbookId: id, audio: shortTake, anonymous: true })).status).toBe(201);
    const after = (await api(`/api/guestbooks/${id}/recordings`, { token })).body.recordings as Record<string, unknown>[];
    expect(after[1]).toMatchObject({ title: "Anonymous", anonymous: true });
  });

  it("answers a retried upload with the recording it already made", async () => {
    const { token } = await registerAndGetToken("Retry");
    const guestbook = await createFreeGuestbook(token);
    const clientUploadId = "retry-take-0001";
    const first = await recordAsGuest({ guestbookId: String(guestbook.id), audio: shortTake, guestName: "Once", clientUploadId });
    const again = await recordAsGuest({ guestbookId: String(guestbook.id), audio: shortTake, guestName: "Once", clientUploadId });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id } });
    expect((await api(`/api/guestbooks/${guestbook.id}/recordings`, { token })).body.recordings).toHaveLength(1);
  });

  it("keeps recordings beyond the tier's guest limit but locks them behind an upgrade", async () => {
    const { token } = await registerAndGetToken("Over");
    const guestbook = await createFreeGuestbook(token);
    const id = String(guestbook.id);
    const results = [];
    for (let n = 1; n <= 11; n += 1) results.push(await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: `Guest ${n}` }));
    expect(results.map((result) => result.status)).toEqual(Array(11).fill(201));
    expect(results.map((result) => result.body.requiresUpgrade)).toEqual([...Array(10).fill(false), true]);

    const { body } = await api(`/api/guestbooks/${id}`, { token });
    expect(body.guestbook).toMatchObject({ overageTriggered: true, recordingCount: 11, requiresUpgradeCount: 1 });
    expect((body.guestbook as Record<string, unknown>).overageTriggeredAt).toEqual(expect.any(String));

    const locked = String(results[10].body.id);
    for (const path of [`/api/audio/${locked}`, `/api/audio/${locked}/mp3`]) {
      const refused = await api(path, { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        error:
          "This recording requires a guestbook upgrade to play/download. Please upgrade your guestbook tier to access recordings made after exceeding your limit.",
        code: "REQUIRES_UPGRADE",
        requiresUpgrade: true,
      });
    }
    const open = String(results[0].body.id);
    await waitForReady(token, id, open);
    expect((await api(`/api/audio/${open}/mp3`, { token })).status).toBe(200);

    // Deleting a playable recording gives its place to the oldest take waiting for an upgrade.
    expect((await api(`/api/guestbooks/${id}/recordings/${open}`, { method: "DELETE", token })).status).toBe(200);
    expect((await api(`/api/audio/${locked}`, { token })).status).toBe(200);
    const after = (await api(`/api/guestbooks/${id}`, { token })).body.guestbook;
    expect(after).toMatchObject({ overageTriggered: false, recordingCount: 10, requiresUpgradeCount: 0 });
  }, 120_000);

  it("refuses a take under a second with 422 and keeps nothing of it (issue 46)", async () => {
    const { token } = await registerAndGetToken("Squat");
    const id = String((await createFreeGuestbook(token)).id);
    const link = await api(`/api/guestbooks/${id}/listening-link`, { method: "POST", token, json: {} });
    const blip = await makeToneBytes(0.5);
    const refused = await recordAsGuest({ guestbookId: id, audio: blip, guestName: "Junk" });
    expect(refused).toEqual({
      status: 422,
      body: {
        error: "That message was too short to keep. Please record again and speak for at least a second.",
        code: "TAKE_TOO_SHORT",
        minSeconds: 1,
        durationMs: expect.any(Number),
      },
    });
    expect((await api(`/api/guestbooks/${id}/recordings`, { token })).body.recordings).toEqual([]);
    expect((await api(`/api/listen/${String(link.body.token)}`)).body.recordings).toEqual([]);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Recording" WHERE "guestbookId" = $1`, [id]);
    expect(rows[0].n).toBe(0);
    // A guest who then records properly is saved as usual.
    expect((await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "Real" })).status).toBe(201);
    // The owner's view counts places as the server does, so the upgrade dialog can say what a tier unlocks.
    const { body } = await api(`/api/guestbooks/${id}`, { token });
    expect(body.guestbook).toMatchObject({ recordingCount: 1, placesTaken: 1, requiresUpgradeCount: 0 });
  }, 60_000);

  it("lists no more than the tier's places and stores no take past what the largest tier could play", async () => {
    const { token } = await registerAndGetToken("Flood");
    const id = String((await createFreeGuestbook(token)).id);
    const link = await api(`/api/guestbooks/${id}/listening-link`, { method: "POST", token, json: {} });
    // 998 stored takes, all marked playable (as no path leaves them), and one sub-second row from before issue 46.
    await pool.query(
      // Marked ready and seekable with an MP3, so the sweeps leave these file-less rows alone.
      `INSERT INTO "AudioFile" (id, "originalKey", "originalMime", "durationMs", "mp3Key", status, seekable, polish, "updatedAt")
       SELECT $1 || '-a' || g, 'guestbooks/' || $1 || '/audio/filler-' || g || '.mp3', 'audio/mpeg', CASE WHEN g = 1 THEN 400 ELSE 2000 END,
              'guestbooks/' || $1 || '/audio/filler-' || g || '.mp3', 'ready', true, false, now()
       FROM generate_series(1, 998) AS g`,
      [id],
    );
    await pool.query(
      `INSERT INTO "Recording" (id, "guestbookId", "guestName", "audioId", "createdAt")
       SELECT $1 || '-r' || g, $1, 'Filler ' || g, $1 || '-a' || g, now() - interval '1 hour' + g * interval '1 second'
       FROM generate_series(1, 998) AS g`,
      [id],
    );
    const listed = (await api(`/api/listen/${String(link.body.token)}`)).body.recordings as { guestName: string }[];
    expect(listed.map((recording) => recording.guestName)).toEqual(Array.from({ length: 10 }, (_, n) => `Filler ${n + 2}`));

    expect((await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "Last one in" })).status).toBe(201);
    const full = await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "One too many" });
    expect(full).toEqual({ status: 403, body: { error: "This guestbook cannot take any more messages.", code: "GUESTBOOK_FULL", maxTakes: 999 } });
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Recording" WHERE "guestbookId" = $1`, [id]);
    expect(rows[0].n).toBe(999);
    // The file-less rows go, so no later test's sweep meets them.
    await pool.query(`DELETE FROM "Recording" WHERE "guestbookId" = $1 AND id LIKE $1 || '-r%'`, [id]);
    await pool.query(`DELETE FROM "AudioFile" WHERE id LIKE $1 || '-a%'`, [id]);
  }, 60_000);

  it("answers a burst of takes beyond the guestbook's rate with 429 and Retry-After, and keeps nothing of it", async () => {
    const { token } = await registerAndGetToken("Burst");
    const id = String((await createFreeGuestbook(token)).id);
    const results = [];
    for (let n = 1; n <= 21; n += 1) results.push(await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: `Guest ${n}` }));
    expect(results.slice(0, 20).every((result) => result.status === 201)).toBe(true);
    expect(results[20]).toMatchObject({
      status: 429,
      body: { code: "RATE_LIMITED", error: "This guestbook is receiving a lot of messages right now. Please try again in a minute." },
    });
    expect((await api(`/api/guestbooks/${id}/recordings`, { token })).body.recordings).toHaveLength(20);
  }, 180_000);
});

describe("the event date", () => {
  it("can change until the first recording, then is locked", async () => {
    const { token } = await registerAndGetToken("Lock");
    const guestbook = await createFreeGuestbook(token);
    const id = String(guestbook.id);
    const moved = await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { eventDate: todayUtc(1) } });
    expect(moved).toMatchObject({ status: 200, body: { eventDateLocked: false } });
    await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { eventDate: todayUtc() } });
    expect((await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "First guest" })).status).toBe(201);
    const refused = await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { eventDate: todayUtc(2) } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Event date cannot be changed once recordings have been added to this guestbook");
    const unchanged = await api(`/api/guestbooks/${id}`, { method: "PUT", token, json: { eventDate: todayUtc(), title: "Still editable" } });
    expect(unchanged).toMatchObject({ status: 200, body: { eventDateLocked: true, guestbook: { title: "Still editable" } } });
  });

  it("never changes the tier without payment", async () => {
    const { token } = await registerAndGetToken("Tier");
    const guestbook = await createFreeGuestbook(token);
    const upgrade = await api(`/api/guestbooks/${guestbook.id}`, { method: "PUT", token, json: { tierIdx: 3 } });
    expect(upgrade.status).toBe(402);
    expect(upgrade.body.requiresPayment).toBe(true);
    expect((await api(`/api/guestbooks/${guestbook.id}`, { token })).body.guestbook).toMatchObject({ tierIdx: 0, maxGuests: 10 });
  });
});

describe("ownership", () => {
  it("gives another user 404 and a visitor 401 on every guestbook and recording route", async () => {
    const owner = await registerAndGetToken("Owner");
    const stranger = await registerAndGetToken("Stranger");
    const guestbook = await createFreeGuestbook(owner.token);
    const id = String(guestbook.id);
    const take = await recordAsGuest({ guestbookId: id, audio: shortTake, guestName: "Guest" });
    const recordingId = String(take.body.id);
    await waitForReady(owner.token, id, recordingId);

    const routes: [string, string, unknown?][] = [
      ["GET", `/api/guestbooks/${id}`],
      ["PUT", `/api/guestbooks/${id}`, { title: "Mine now" }],
      ["DELETE", `/api/guestbooks/${id}`],
      ["GET", `/api/guestbooks/${id}/recordings`],
      ["DELETE", `/api/guestbooks/${id}/recordings/${recordingId}`],
      ["GET", `/api/guestbooks/${id}/recordings/archive`],
      ["GET", `/api/guestbooks/${id}/stitched-audio-usage`],
      ["POST", `/api/guestbooks/${id}/stitch-audio`, { recordingIds: [recordingId, recordingId] }],
      ["GET", `/api/guestbooks/${id}/stitches`],
      ["GET", `/api/audio/${recordingId}`],
      ["GET", `/api/audio/${recordingId}/mp3`],
    ];
    for (const [method, path, json] of routes) {
      const asStranger = await api(path, { method, token: stranger.token, json });
      expect({ method, path, status: asStranger.status }).toEqual({ method, path, status: 404 });
      const asVisitor = await api(path, { method, json });
      expect({ method, path, status: asVisitor.status }).toEqual({ method, path, status: 401 });
    }
    // The stranger's user id in a path they own cannot reach the owner's recording either.
    const theirs = await createFreeGuestbook(stranger.token);
    const crossed = await api(`/api/guestbooks/${theirs.id}/recordings/${recordingId}`, { method: "DELETE", token: stranger.token });
    expect(crossed.status).toBe(404);

    const still = await api(`/api/guestbooks/${id}`, { token: owner.token });
    expect(still.body.guestbook).toMatchObject({ title: guestbook.title, recordingCount: 1 });
    expect((await api(`/api/audio/${recordingId}/mp3`, { token: owner.token })).status).toBe(200);
    expect((await api("/api/guestbooks", { token: stranger.token })).body.guestbooks).toHaveLength(1);
  }, 90_000);
});
