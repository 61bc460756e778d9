// Co-hosts (issue 50) over HTTP against the instance that mails a real SMTP server (started here): the
// invitation mail and its one-use, 7-day link for one address; every owner route's answer for the owner,
// a co-host and a stranger; removal and account deletion ending a co-host's access at once.
import { api, asVisitor, registerAndGetToken, uniqueEmail } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { mailBaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { linkIn, smtpForThisFile } from "@/tests/helpers/smtp";
import { testSql, userIdOf, withTestDatabase } from "@/tests/helpers/test-database";
import { until } from "@/tests/helpers/wait";

// Accounts (a scrypt hash each), a take and mail round trips: slow on a loaded machine.
jest.setTimeout(180_000);
const smtp = smtpForThisFile();

type TAccount = { email: string; password: string; token: string };
const INVITE_SUBJECT = /invited you to co-host/;
const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split("/").pop() ?? "");
const call = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
  api(path, { base: mailBaseUrl, token, headers: asVisitor(), ...init });
const invite = (guestbookId: string, owner: TAccount, email: string) =>
  call(`/api/guestbooks/${guestbookId}/cohosts`, owner.token, { method: "POST", json: { email } });
const accept = (token: string, account: TAccount) => call(`/api/cohost-invitations/${encodeURIComponent(token)}`, account.token, { method: "POST" });
// A tier upgrade at checkout (its return addresses are required).
const UPGRADE = { upgradeType: "tier", newTierIdx: 1, successUrl: "/payment-success", cancelUrl: "/payment-cancel" };
const account = (name: string) => registerAndGetToken(name, mailBaseUrl);

async function invitationLink(guestbookId: string, owner: TAccount, email: string): Promise<string> {
  const sent = smtp.mailsTo(email).length;
  const answer = await invite(guestbookId, owner, email);
  expect(answer.status).toBe(201);
  const mail = await smtp.waitFor(email, (m) => INVITE_SUBJECT.test(m.mail.subject ?? "") && smtp.mailsTo(email).indexOf(m) >= sent);
  return linkIn(mail, "/cohost/");
}

async function hostWithCohost(): Promise<{ owner: TAccount; cohost: TAccount; stranger: TAccount; guestbookId: string }> {
  const [owner, cohost, stranger] = [await account("Olga"), await account("Carl"), await account("Stan")];
  const guestbook = await createFreeGuestbook(owner.token, { guestbookName: "Olga and Carl" });
  const guestbookId = String(guestbook.id);
  const link = await invitationLink(guestbookId, owner, cohost.email);
  expect((await accept(tokenOf(link), cohost)).status).toBe(200);
  return { owner, cohost, stranger, guestbookId };
}

describe("inviting a co-host", () => {
  it("mails a link to /cohost/{token} that keeps only the token's hash, and lists the invitation as pending", async () => {
    const owner = await account("Ines");
    const guestbookId = String((await createFreeGuestbook(owner.token, { guestbookName: "Ines turns 40" })).id);
    const invitee = uniqueEmail("invitee");
    const answer = await invite(guestbookId, owner, invitee.toUpperCase());
    expect(answer.status).toBe(201);
    const mail = await smtp.waitFor(invitee, (m) => INVITE_SUBJECT.test(m.mail.subject ?? ""));
    expect(mail.mail.subject).toBe("Ines invited you to co-host “Ines turns 40” on Echobook");
    expect(mail.mail.text).toContain("Accept the invitation");
    const link = linkIn(mail, "/cohost/");
    expect(link.startsWith(`${mailBaseUrl}/cohost/`)).toBe(true);
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await withTestDatabase((client) =>
      client.query<{ tokenHash: string; expiresAt: Date; email: string }>(
        `SELECT "tokenHash", "expiresAt", email FROM "CohostInvitation" WHERE "guestbookId" = $1`,
        [guestbookId],
      ),
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].email).toBe(invitee);
    expect(rows.rows[0].tokenHash).not.toContain(token);
    expect(rows.rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (rows.rows[0].expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const list = await call(`/api/guestbooks/${guestbookId}/cohosts`, owner.token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ cohosts: [], invitations: [{ id: expect.any(String), email: invitee, expiresAt: expect.any(String) }] });

    // Signed out, the page offers to sign in or up with the invited address filled in, and to come back.
    const page = await (await fetch(link)).text();
    expect(page).toContain("Sign in to accept");
    expect(page).toContain(`/signup?callbackUrl=${encodeURIComponent(`/cohost/${token}`)}&amp;email=${encodeURIComponent(invitee)}`);

    // Refused: the owner's own address, a bad address, and anyone but the owner inviting.
    expect((await invite(guestbookId, owner, owner.email)).status).toBe(400);
    expect((await invite(guestbookId, owner, "not an address")).body.fields).toEqual({ email: "Please enter a valid email address." });
  });

  it("is accepted once, by the invited account only; another account gets 403 and an expired or revoked link a clear 400", async () => {
    const owner = await account("Vera");
    const guestbookId = String((await createFreeGuestbook(owner.token)).id);
    const invitee = await account("Ivan");
    const other = await account("Otto");
    const link = await invitationLink(guestbookId, owner, invitee.email);

    const wrong = await accept(tokenOf(link), other);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatch(/sent to another email address/);
    expect((await call(`/api/guestbooks/${guestbookId}`, other.token)).status).toBe(404);
    // The page says the same to the other account.
    const asOther = await fetch(link, { headers: { authorization: `Bearer ${other.token}` } });
    expect(await asOther.text()).toContain("This invitation was sent to another email address");

    const taken = await accept(tokenOf(link), invitee);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ guestbookId });
    const again = await accept(tokenOf(link), invitee);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "LINK_INVALID", reason: "used" });
    expect(again.body.error).toMatch(/already been used/);

    const list = await call(`/api/guestbooks/${guestbookId}/cohosts`, owner.token);
    expect(list.body).toEqual({
      cohosts: [{ userId: await userIdOf(invitee.email), email: invitee.email, firstName: "Ivan", since: expect.any(String) }],
      invitations: [],
    });
    expect((await invite(guestbookId, owner, invitee.email)).status).toBe(409);

    // Expired after 7 days.
    const late = await invitationLink(guestbookId, owner, other.email);
    await testSql(`UPDATE "CohostInvitation" SET "expiresAt" = now() - interval '1 second' WHERE "guestbookId" = $1 AND email = $2`, [
      guestbookId,
      other.email,
    ]);
    const expired = await accept(tokenOf(late), other);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: "LINK_INVALID", reason: "expired" });
    expect(await (await fetch(late)).text()).toContain("This invitation has expired");
    expect((await call(`/api/guestbooks/${guestbookId}/cohosts`, owner.token)).body.invitations).toEqual([]);

    // Revoked by the owner: the link stops working.
    const revokedLink = await invitationLink(guestbookId, owner, other.email);
    const pending = (await call(`/api/guestbooks/${guestbookId}/cohosts`, owner.token)).body.invitations as { id: string }[];
    expect(pending).toHaveLength(1);
    expect((await call(`/api/guestbooks/${guestbookId}/cohost-invitations/${pending[0].id}`, invitee.token, { method: "DELETE" })).status).toBe(403);
    expect((await call(`/api/guestbooks/${guestbookId}/cohost-invitations/${pending[0].id}`, owner.token, { method: "DELETE" })).status).toBe(200);
    expect((await accept(tokenOf(revokedLink), other)).body).toMatchObject({ code: "LINK_INVALID", reason: "unknown" });
    expect((await accept("x".repeat(43), other)).status).toBe(400);
  });
});

describe("what a co-host may and may not do", () => {
  let setup: Awaited<ReturnType<typeof hostWithCohost>>;
  let recordingId: string;
  let secondRecordingId: string;

  beforeAll(async () => {
    setup = await hostWithCohost();
    const takes = [];
    for (const guestName of ["Gina", "Gus"])
      takes.push(await recordAsGuest({ guestbookId: setup.guestbookId, audio: await makeToneBytes(2), guestName, base: mailBaseUrl }));
    for (const take of takes) expect(take.status).toBe(201);
    [recordingId, secondRecordingId] = takes.map((take) => String(take.body.id));
  });

  it("lists the shared guestbook on the co-host's dashboard with its owner as creator", async () => {
    const ownerId = await userIdOf(setup.owner.email);
    const dashboard = await call("/api/dashboard-data", setup.cohost.token);
    const shared = (dashboard.body.guestbooks as { id: string; creatorId: string }[]).find((guestbook) => guestbook.id === setup.guestbookId);
    expect(shared?.creatorId).toBe(ownerId);
    const own = await call("/api/guestbooks", setup.cohost.token);
    expect((own.body.guestbooks as { id: string }[]).map((guestbook) => guestbook.id)).toContain(setup.guestbookId);
    expect((await call("/api/dashboard-data", setup.stranger.token)).body.guestbooks).toEqual([]);
  });

  // Each route: what it answers the owner's co-host (every row has its four items: jest.each takes a missing one for `done`) (the owner is answered as before; a stranger 404).
  type TBody = unknown | ((recordingId: string) => unknown);
  const bodyOf = (body: TBody, recordingId: string) => (typeof body === "function" ? (body as (id: string) => unknown)(recordingId) : body);
  const allowed: [string, string, (id: string, rid: string) => string, TBody?][] = [
    ["read the guestbook", "GET", (id) => `/api/guestbooks/${id}`, undefined],
    ["edit the texts and look", "PUT", (id) => `/api/guestbooks/${id}`, { title: "Our day", buttonColor: "#123456" }],
    ["list the recordings", "GET", (id) => `/api/guestbooks/${id}/recordings`, undefined],
    ["listen to a recording", "GET", (_id, rid) => `/api/audio/${rid}`, undefined],
    ["hide a recording", "PUT", (id, rid) => `/api/guestbooks/${id}/recordings/${rid}`, { listed: false }],
    ["show recordings again in bulk", "POST", (id) => `/api/guestbooks/${id}/recordings/bulk`, (rid: string) => ({ action: "unhide", ids: [rid] })],
    ["download the archive", "GET", (id) => `/api/guestbooks/${id}/recordings/archive?as=recorded`, undefined],
    ["stitch", "POST", (id) => `/api/guestbooks/${id}/stitch-audio`, () => ({ recordingIds: [recordingId, secondRecordingId] })],
    ["list stitches", "GET", (id) => `/api/guestbooks/${id}/stitches`, undefined],
    ["read the stitch usage", "GET", (id) => `/api/guestbooks/${id}/stitched-audio-usage`, undefined],
    ["ask for the keepsake", "POST", (id) => `/api/guestbooks/${id}/keepsake`, {}],
    ["open the listening link", "POST", (id) => `/api/guestbooks/${id}/listening-link`, {}],
    ["read the greeting", "GET", (id) => `/api/guestbooks/${id}/greeting`, undefined],
    ["see the co-hosts", "GET", (id) => `/api/guestbooks/${id}/cohosts`, undefined],
  ];
  it.each(allowed)("a co-host may %s", async (_what, method, path, body) => {
    const json = bodyOf(body, recordingId);
    const answer = await call(path(setup.guestbookId, recordingId), setup.cohost.token, { method, json });
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
    expect((await call(path(setup.guestbookId, recordingId), setup.stranger.token, { method, json })).status).toBe(404);
  });

  const ownerOnly: [string, string, (id: string, rid: string, cohostId: string) => string, TBody?][] = [
    ["delete the guestbook", "DELETE", (id) => `/api/guestbooks/${id}`, undefined],
    ["change the tier", "PUT", (id) => `/api/guestbooks/${id}`, { tierIdx: 1 }],
    ["pay for an upgrade", "POST", () => `/api/stripe/create-checkout-session`, "upgrade"],
    ["delete a recording", "DELETE", (id, rid) => `/api/guestbooks/${id}/recordings/${rid}`, undefined],
    ["delete recordings in bulk", "POST", (id) => `/api/guestbooks/${id}/recordings/bulk`, (rid: string) => ({ action: "delete", ids: [rid] })],
    ["invite a co-host", "POST", (id) => `/api/guestbooks/${id}/cohosts`, { email: "someone.else@example.test" }],
    ["remove a co-host", "DELETE", (id, _rid, cohostId) => `/api/guestbooks/${id}/cohosts/${cohostId}`, undefined],
  ];
  it.each(ownerOnly)("a co-host may not %s (403), a stranger gets 404", async (_what, method, path, body) => {
    const cohostId = await userIdOf(setup.cohost.email);
    const json = body === "upgrade" ? { ...UPGRADE, guestbookId: setup.guestbookId } : bodyOf(body, recordingId);
    const refused = await call(path(setup.guestbookId, recordingId, cohostId), setup.cohost.token, { method, json });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "FORBIDDEN", error: "Only the guestbook's owner can do this. You are a co-host of this guestbook." });
    expect((await call(path(setup.guestbookId, recordingId, cohostId), setup.stranger.token, { method, json })).status).toBe(404);
  });

  it("leaves everything in place after the refusals, and the owner may still do each owner-only step", async () => {
    expect((await call(`/api/guestbooks/${setup.guestbookId}`, setup.cohost.token)).body.guestbook).toMatchObject({ title: "Our day", tierIdx: 0 });
    expect((await call(`/api/guestbooks/${setup.guestbookId}/recordings`, setup.owner.token)).body.recordings).toHaveLength(2);
    const upgrade = await call("/api/stripe/create-checkout-session", setup.owner.token, {
      method: "POST",
      json: { ...UPGRADE, guestbookId: setup.guestbookId },
    });
    expect(upgrade.status).toBe(200);
  });

  it("removing the co-host ends their access on their next request", async () => {
    const cohostId = await userIdOf(setup.cohost.email);
    expect((await call(`/api/guestbooks/${setup.guestbookId}/recordings`, setup.cohost.token)).status).toBe(200);
    expect((await call(`/api/guestbooks/${setup.guestbookId}/cohosts/${cohostId}`, setup.owner.token, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/guestbooks/${setup.guestbookId}/recordings`, setup.cohost.token)).status).toBe(404);
    expect((await call(`/api/audio/${recordingId}`, setup.cohost.token)).status).toBe(404);
    expect((await call("/api/dashboard-data", setup.cohost.token)).body.guestbooks).toEqual([]);
    expect((await call(`/api/guestbooks/${setup.guestbookId}/cohosts/${cohostId}`, setup.owner.token, { method: "DELETE" })).status).toBe(404);
  });
});

describe("deleting an account", () => {
  const cohostRows = async (guestbookId: string) =>
    (await withTestDatabase((client) => client.query(`SELECT 1 FROM "GuestbookCohost" WHERE "guestbookId" = $1`, [guestbookId]))).rowCount;

  it("of the co-host removes their co-host row at once; the guestbook stays with its owner", async () => {
    const { owner, cohost, guestbookId } = await hostWithCohost();
    expect(await cohostRows(guestbookId)).toBe(1);
    expect((await call("/api/account", cohost.token, { method: "DELETE", json: { password: cohost.password } })).status).toBe(202);
    expect(await cohostRows(guestbookId)).toBe(0);
    expect((await call(`/api/guestbooks/${guestbookId}/cohosts`, owner.token)).body.cohosts).toEqual([]);
    expect((await call(`/api/guestbooks/${guestbookId}`, owner.token)).status).toBe(200);
  });

  it("of the owner ends the co-host's access at once, and the guestbook goes with its owner's account", async () => {
    const { owner, cohost, guestbookId } = await hostWithCohost();
    expect((await call(`/api/guestbooks/${guestbookId}`, cohost.token)).status).toBe(200);
    expect((await call("/api/account", owner.token, { method: "DELETE", json: { password: owner.password } })).status).toBe(202);
    expect((await call(`/api/guestbooks/${guestbookId}`, cohost.token)).status).toBe(404);
    expect(await cohostRows(guestbookId)).toBe(0);
    await until(
      async () => (await withTestDatabase((client) => client.query(`SELECT 1 FROM "Guestbook" WHERE id = $1`, [guestbookId]))).rowCount,
      (left) => left === 0,
      60_000,
    );
    expect((await call("/api/dashboard-data", cohost.token)).body.guestbooks).toEqual([]);
  });
});
