// Approval before anything is shown (issue 50) over HTTP against the running app: with the guestbook's
// moderation on 'approve', a guest's new take is in the host's list as waiting and nowhere the family
// looks (the listening API and page, the montage's input, the keepsake book, the family's download of
// everything) until the host approves it, one at a time or many at once; the host hears it all along.
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { makeKeepsake } from "@/tests/helpers/keepsake";
import { waitForMailbox } from "@/tests/helpers/mailbox";
import { pdfText } from "@/tests/helpers/pdf-text";
import { readZip } from "@/tests/helpers/read-zip";

type TRecording = { id: string; guestName: string; approved: boolean; listed: boolean };

const recordingsPath = (guestbookId: string) => `/api/guestbooks/${guestbookId}/recordings`;

async function record(guestbookId: string, guestName: string, audio: Uint8Array): Promise<string> {
  const made = await recordAsGuest({ guestbookId, audio, guestName });
  if (made.status !== 201) throw new Error(`record failed: ${made.status} ${JSON.stringify(made.body)}`);
  return String(made.body.id);
}

async function hostList(guestbookId: string, token: string): Promise<TRecording[]> {
  const listed = await api(recordingsPath(guestbookId), { token });
  expect(listed.status).toBe(200);
  return listed.body.recordings as TRecording[];
}

async function familyNames(listeningToken: string): Promise<string[]> {
  const page = await api(`/api/listen/${listeningToken}`);
  expect(page.status).toBe(200);
  return (page.body.recordings as TRecording[]).map((recording) => recording.guestName);
}

async function archiveNames(guestbookId: string, token: string, query = ""): Promise<string[]> {
  const response = await fetch(`${baseUrl}${recordingsPath(guestbookId)}/archive${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return readZip(Buffer.from(await response.arrayBuffer()))
    .map((entry) => entry.name)
    .filter((name) => name !== "manifest.csv");
}

const stitch = (guestbookId: string, token: string, recordingIds: string[]) =>
  api(`/api/guestbooks/${guestbookId}/stitch-audio`, { method: "POST", token, json: { recordingIds, incrementUsage: false } });

describe("approval before the family sees a take", () => {
  let token: string;
  let email: string;
  let otherToken: string;
  let guestbookId: string;
  let listeningToken: string;
  let audio: Uint8Array;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [{ token, email }, { token: otherToken }] = await Promise.all([registerAndGetToken("Mara"), registerAndGetToken("Otto")]);
    audio = await makeToneBytes(1, "webm");
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Mara & Leo", moderation: "approve" });
    expect(guestbook.moderation).toBe("approve");
    guestbookId = String(guestbook.id);
    ids.Shown = await record(guestbookId, "Shown Sam", audio);
    // The host approves the first take straight away; the next two wait.
    expect((await api(recordingsPath(guestbookId) + `/${ids.Shown}`, { method: "PUT", token, json: { approved: true } })).status).toBe(200);
    ids.Waiting = await record(guestbookId, "Waiting Wanda", audio);
    ids.Second = await record(guestbookId, "Second Sofia", audio);
    const link = await api(`/api/guestbooks/${guestbookId}/listening-link`, { method: "POST", token, json: {} });
    listeningToken = String(link.body.token);
  });

  it("is off by default and set by PUT /api/guestbooks/{id}, which refuses anything but none or approve", async () => {
    // One free guestbook an account: another host's.
    const { token: plainToken } = await registerAndGetToken("Pia");
    const plain = await createFreeGuestbook(plainToken);
    expect(plain.moderation).toBe("none");
    const made = await record(String(plain.id), "Straight Stan", audio);
    expect((await hostList(String(plain.id), plainToken)).find((recording) => recording.id === made)?.approved).toBe(true);
    const put = (moderation: unknown) => api(`/api/guestbooks/${String(plain.id)}`, { method: "PUT", token: plainToken, json: { moderation } });
    expect((await put("sometimes")).status).toBe(400);
    const on = await put("approve");
    expect(on.status).toBe(200);
    expect((on.body.guestbook as { moderation: string }).moderation).toBe("approve");
    const held = await record(String(plain.id), "Held Hugo", audio);
    expect((await hostList(String(plain.id), plainToken)).find((recording) => recording.id === held)?.approved).toBe(false);
  });

  it("lists a new take as waiting for the host, who still hears it, and tells the host by mail", async () => {
    const list = await hostList(guestbookId, token);
    expect(list.map((recording) => [recording.guestName, recording.approved])).toEqual([
      ["Shown Sam", true],
      ["Waiting Wanda", false],
      ["Second Sofia", false],
    ]);
    const heard = await fetch(`${baseUrl}/api/audio/${ids.Waiting}`, { headers: { authorization: `Bearer ${token}` } });
    expect(heard.status).toBe(200);
    expect(heard.headers.get("content-type")).toMatch(/^audio\//);
    const mail = await waitForMailbox(email, /New message from Waiting Wanda in Mara & Leo \(waiting for your approval\)/);
    expect(mail.text).toContain("It is waiting for your approval");
  });

  it("keeps a waiting take out of the listening API and page, its audio, the keepsake, the montage's input and the family's download", async () => {
    expect(await familyNames(listeningToken)).toEqual(["Shown Sam"]);
    const html = await (await fetch(`${baseUrl}/listen/${listeningToken}`)).text();
    expect(html).toContain("Shown Sam");
    expect(html).not.toContain("Waiting Wanda");
    expect((await fetch(`${baseUrl}/api/listen/${listeningToken}/recordings/${ids.Waiting}/audio`)).status).toBe(404);

    const book = (await pdfText((await makeKeepsake(guestbookId, token, { tz: "UTC" })).bytes)).join("\n");
    expect(book).toContain("Shown Sam");
    expect(book).not.toContain("Waiting Wanda");

    const refused = await stitch(guestbookId, token, [ids.Shown, ids.Waiting]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Some recordings are waiting for your approval: approve them before stitching them.");

    const everything = await archiveNames(guestbookId, token);
    expect(everything).toHaveLength(1);
    expect(everything[0]).toContain("Shown Sam");
    // The host may still download a waiting take by choosing it.
    expect((await archiveNames(guestbookId, token, `?ids=${ids.Waiting}`))[0]).toContain("Waiting Wanda");
  });

  it("refuses other users (404), visitors (401) and bodies that are not an approval (400)", async () => {
    const one = (json: unknown, as?: string, rid = ids.Waiting) => api(`${recordingsPath(guestbookId)}/${rid}`, { method: "PUT", token: as, json });
    const many = (json: unknown, as?: string) => api(recordingsPath(guestbookId), { method: "PUT", token: as, json });
    expect((await one({ approved: true })).status).toBe(401);
    expect((await one({ approved: true }, otherToken)).status).toBe(404);
    expect((await many({ ids: [ids.Waiting], approved: true }, otherToken)).status).toBe(404);
    expect((await one({ approved: false }, token)).status).toBe(400);
    expect((await one({}, token)).status).toBe(400);
    expect((await one({ approved: "yes" }, token)).status).toBe(400);
    expect((await many({ ids: [], approved: true }, token)).status).toBe(400);
    expect((await many({ ids: [ids.Waiting] }, token)).status).toBe(400);
    expect((await many({ ids: [ids.Waiting], approved: true, extra: 1 }, token)).status).toBe(400);
    expect((await one({ approved: true }, token, "not-a-recording")).status).toBe(404);
    // Another guestbook's take refuses the whole batch: nothing is approved by half.
    const other = await createFreeGuestbook(otherToken, { moderation: "approve" });
    const foreign = await record(String(other.id), "Foreign Fay", audio);
    expect((await many({ ids: [ids.Waiting, foreign], approved: true }, token)).status).toBe(404);
    expect((await hostList(guestbookId, token)).find((recording) => recording.id === ids.Waiting)?.approved).toBe(false);
  });

  it("shows a take everywhere once approved, one at a time or many at once", async () => {
    const single = await api(`${recordingsPath(guestbookId)}/${ids.Waiting}`, { method: "PUT", token, json: { approved: true } });
    expect(single.status).toBe(200);
    expect(single.body.recording).toMatchObject({ id: ids.Waiting, approved: true, listed: true });
    expect(await familyNames(listeningToken)).toEqual(["Shown Sam", "Waiting Wanda"]);

    const bulk = await api(recordingsPath(guestbookId), { method: "PUT", token, json: { ids: [ids.Second, ids.Waiting], approved: true } });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ ids: [ids.Second, ids.Waiting], approved: 1 });
    expect(await familyNames(listeningToken)).toEqual(["Shown Sam", "Waiting Wanda", "Second Sofia"]);
    expect((await fetch(`${baseUrl}/api/listen/${listeningToken}/recordings/${ids.Waiting}/audio`)).status).toBe(200);

    const book = (await pdfText((await makeKeepsake(guestbookId, token, { tz: "UTC" })).bytes)).join("\n");
    expect(book).toContain("Waiting Wanda");
    expect(book).toContain("Second Sofia");
    expect((await stitch(guestbookId, token, [ids.Shown, ids.Waiting])).status).toBe(202);
    expect(await archiveNames(guestbookId, token)).toHaveLength(3);
  });
});
