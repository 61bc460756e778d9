import "fake-indexeddb/auto";
import { deletePendingTake, getPendingTake, listPendingTakes, savePendingTake, type TPendingTake } from "./pending-takes";

function take(overrides: Partial<TPendingTake> = {}): TPendingTake {
  return {
    key: "3f1c8a52-5d3e-4a57-9a43-0d7c1b7b2f10",
    blob: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], { type: "audio/webm;codecs=opus" }),
    mimeType: "audio/webm;codecs=opus",
    fileName: "message.webm",
    fields: { title: "Happy birthday", name: "Ana", email: "" },
    endpoint: "/api/upload-audio",
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

async function bytes(blob: Blob): Promise<number[]> {
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
}

afterEach(async () => {
  await Promise.all((await listPendingTakes()).map((kept) => deletePendingTake(kept.key)));
});

describe("pending takes", () => {
  it("keeps a take's audio, type, file name, fields and endpoint until it is deleted", async () => {
    const saved = take();
    await savePendingTake(saved);

    const kept = await getPendingTake(saved.key);
    expect(kept).toMatchObject({
      key: saved.key,
      mimeType: "audio/webm;codecs=opus",
      fileName: "message.webm",
      fields: { title: "Happy birthday", name: "Ana", email: "" },
      endpoint: "/api/upload-audio",
      createdAt: 1_700_000_000_000,
    });
    expect(kept?.blob.type).toBe("audio/webm;codecs=opus");
    expect(await bytes(kept!.blob)).toEqual(await bytes(saved.blob));

    await deletePendingTake(saved.key);
    expect(await getPendingTake(saved.key)).toBeNull();
  });

  it("answers null for a key it never saw, and deleting it is harmless", async () => {
    expect(await getPendingTake("never-saved")).toBeNull();
    await expect(deletePendingTake("never-saved")).resolves.toBeUndefined();
  });

  it("saving the same key again replaces the take rather than keeping two", async () => {
    await savePendingTake(take({ fields: { title: "first" } }));
    await savePendingTake(take({ fields: { title: "corrected" } }));

    const all = await listPendingTakes();
    expect(all).toHaveLength(1);
    expect(all[0].fields).toEqual({ title: "corrected" });
  });

  it("lists oldest first, for one endpoint or for all", async () => {
    await savePendingTake(take({ key: "b", createdAt: 2000, endpoint: "/api/upload-audio" }));
    await savePendingTake(take({ key: "c", createdAt: 3000, endpoint: "/api/guestbooks/gb1/recordings" }));
    await savePendingTake(take({ key: "a", createdAt: 1000, endpoint: "/api/upload-audio" }));

    expect((await listPendingTakes("/api/upload-audio")).map((kept) => kept.key)).toEqual(["a", "b"]);
    expect((await listPendingTakes("/api/guestbooks/gb1/recordings")).map((kept) => kept.key)).toEqual(["c"]);
    expect((await listPendingTakes()).map((kept) => kept.key)).toEqual(["a", "b", "c"]);
    expect(await listPendingTakes("/api/elsewhere")).toEqual([]);
  });
});
