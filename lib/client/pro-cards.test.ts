import { ApiClientError } from "./api";
import {
  activateProCard,
  blobToBase64,
  createProCards,
  deleteProCard,
  fetchProCardMp3,
  getOwnedProCard,
  listProCards,
  loadPublicProCard,
  proCardAudioUrl,
  recordProCard,
  startProCardForeverHosting,
  updateOwnedProCard,
  updateProCardLook,
  uploadProCardCover,
} from "./pro-cards";

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(body: unknown, status = 200, calls: { url: string; init: RequestInit }[] = []) {
  global.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Response.json(body, { status });
  }) as typeof fetch;
  return calls;
}

describe("the pro card data layer", () => {
  it("tells the public page's states apart by the server's code", async () => {
    answer({ message: { messageId: "abc", canRecord: true } });
    expect(await loadPublicProCard("abc")).toEqual({ kind: "card", card: { messageId: "abc", canRecord: true } });
    answer({ error: "Audio message page not activated", code: "NOT_ACTIVATED" }, 404);
    expect(await loadPublicProCard("abc")).toEqual({ kind: "notActivated" });
    answer({ error: "Hosting ended.", code: "HOSTING_ENDED" }, 410);
    expect(await loadPublicProCard("abc")).toEqual({ kind: "hostingEnded", message: "Hosting ended." });
    answer({ error: "Pro audio card not found", code: "NOT_FOUND" }, 404);
    await expect(loadPublicProCard("abc")).rejects.toMatchObject({ status: 404, code: "NOT_FOUND" });
    await expect(loadPublicProCard("abc")).rejects.toBeInstanceOf(ApiClientError);
  });

  it("sends a take as base64 JSON with its length and the look", async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 251);
    const blob = new Blob([bytes], { type: "audio/webm" });
    expect(Buffer.from(await blobToBase64(blob), "base64").equals(Buffer.from(bytes))).toBe(true);

    const calls = answer({ message: { messageId: "abc", status: "recorded" } }, 201);
    const card = await recordProCard("abc", { blob, durationSeconds: 12.4 }, { title: "For you" });
    expect(card).toEqual({ messageId: "abc", status: "recorded" });
    expect(calls[0].url).toBe("/api/subscription-audio-messages/abc/record");
    const sent = JSON.parse(String(calls[0].init.body));
    expect(sent).toMatchObject({ title: "For you", audioType: "audio/webm", duration: 12.4 });
    expect(Buffer.from(sent.audioData, "base64").length).toBe(100_000);
  });
});

describe("each pro card call", () => {
  it("goes to the route the server serves, with its method and body", async () => {
    const calls = answer({ message: {}, url: "/test-checkout/x", imageUrl: "/api/user-images/x" });
    const image = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
    const cases: [() => Promise<unknown>, string, string, unknown][] = [
      [() => listProCards(), "GET", "/api/subscription-audio-messages", undefined],
      [() => createProCards({ count: 3 }), "POST", "/api/subscription-audio-messages", { count: 3 }],
      [() => deleteProCard("a b"), "DELETE", "/api/subscription-audio-messages/a%20b", undefined],
      [() => getOwnedProCard("abc"), "GET", "/api/subscription-audio-messages/abc/manage", undefined],
      [() => updateOwnedProCard("abc", { name: "N" }), "PUT", "/api/subscription-audio-messages/abc/manage", { name: "N" }],
      [() => startProCardForeverHosting("abc", "a@example.test"), "POST", "/api/forever-hosting/subscription-message/abc", { customerEmail: "a@example.test" }],
      [() => fetchProCardMp3("abc"), "GET", "/api/subscription-audio-messages/abc/mp3?download=1", undefined],
      [() => activateProCard("abc", " abcd efgh "), "POST", "/api/subscription-audio-messages/abc/activate", { activationCode: " abcd efgh " }],
      [() => updateProCardLook("abc", { title: "T" }), "PUT", "/api/subscription-audio-messages/abc/update", { title: "T" }],
      [() => uploadProCardCover(image, "abc"), "POST", "/api/pro-audio-upload-image?messageId=abc", undefined],
    ];
    for (const [call, method, url, body] of cases) {
      calls.length = 0;
      await call();
      expect([url, calls[0].init.method]).toEqual([calls[0].url, method]);
      if (body !== undefined) expect(JSON.parse(String(calls[0].init.body))).toEqual(body);
    }
    expect(proCardAudioUrl("abc")).toBe("/api/subscription-audio-messages/abc/audio");
  });
});
