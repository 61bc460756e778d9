// The listening page and GET /api/listen/{token} in pages (issue 46): 500 listed messages come 50 a
// request, every one reachable by following the cursor, none twice, in the page's order; the page
// renders the first 50 with "Show more messages", or the 50 from a message a keepsake code names.
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { baseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, seedListedRecordings } from "@/tests/helpers/guestbooks";

type TPage = { total: number; nextCursor: string | null; startsAt: string | null; recordings: { id: string; guestName: string }[]; montage: unknown };

describe("the listening page in pages", () => {
  let listenToken: string;
  let ids: string[];

  beforeAll(async () => {
    const { token } = await registerAndGetToken("Hana");
    const guestbookId = String((await createFreeGuestbook(token, { guestbookName: "Many voices" })).id);
    ids = await seedListedRecordings(guestbookId, 500);
    listenToken = ((await api(`/api/guestbooks/${guestbookId}/listening-link`, { method: "POST", token })).body as { token: string }).token;
  });

  it("answers 500 messages 50 at a time; the cursor reaches each once, in order", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let requests = 0;
    do {
      const path: string = `/api/listen/${listenToken}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;
      const { status, body } = await api(path);
      expect(status).toBe(200);
      const page = body as TPage;
      expect(page.total).toBe(500);
      expect(page.recordings).toHaveLength(50);
      seen.push(...page.recordings.map((recording) => recording.id));
      cursor = page.nextCursor;
      requests += 1;
    } while (cursor && requests < 20);
    expect(requests).toBe(10);
    expect(new Set(seen).size).toBe(500);
    expect(seen).toEqual(ids);
    expect((await api(`/api/listen/${listenToken}?cursor=not-a-cursor`)).status).toBe(400);
  });

  it("starts a page at a message named by from=, and renders the first page with a way to see more", async () => {
    const from = (await api(`/api/listen/${listenToken}?from=${ids[321]}`)).body as TPage;
    expect(from.startsAt).toBe(ids[321]);
    expect(from.recordings.map((recording) => recording.id)).toEqual(ids.slice(321, 371));

    const response = await fetch(`${baseUrl}/listen/${listenToken}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/id="m-/g)).toHaveLength(50);
    expect(html).toContain(`id="m-${ids[49]}"`);
    expect(html).not.toContain(`id="m-${ids[50]}"`);
    expect(html.replace(/<!-- -->/g, "")).toContain("· 500 voice messages");
    // The button itself (its words also travel in the page's catalogue for the list's client code).
    expect(html).toContain(">Show more messages</button>");

    const at = await (await fetch(`${baseUrl}/listen/${listenToken}?from=${ids[450]}`)).text();
    expect(at).toContain(`id="m-${ids[450]}"`);
    expect(at).toContain(`id="m-${ids[499]}"`);
    expect(at).not.toContain(`id="m-${ids[0]}"`);
    expect(at).toContain("Start from the first message");
    expect(at).not.toContain(">Show more messages</button>");
  });
});
