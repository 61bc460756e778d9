import "fake-indexeddb/auto";
import { listPendingTakes, savePendingTake } from "@/lib/client/uploads/pending-takes";
import { CARD_CREATE_ENDPOINT } from "@/lib/client/cards";
import { forgetCardDraft, loadCardDraft, saveCardDraft } from "./card-draft";
import { INITIAL_CARD_FORM } from "@/lib/cards/wizard-form";

const take = { blob: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 7])], { type: "audio/webm" }), mimeType: "audio/webm", durationMs: 4200 };
const form = { ...INITIAL_CARD_FORM, personalize: true, title: "Hi Mum", allowDownload: false };

afterEach(async () => {
  await Promise.all((await listPendingTakes()).map((kept) => forgetCardDraft(kept.key)));
});

describe("card drafts", () => {
  it("keep the take and the choices across a reload", async () => {
    const key = await saveCardDraft({ take, form });
    const draft = await loadCardDraft();
    expect(draft?.key).toBe(key);
    expect(draft?.form).toEqual(form);
    expect(draft?.take.durationMs).toBe(4200);
    expect(draft?.take.mimeType).toBe("audio/webm");
    expect(Array.from(new Uint8Array(await draft!.take.blob.arrayBuffer()))).toEqual([0x1a, 0x45, 0xdf, 0xa3, 7]);
  });

  it("keep one card a browser: a new take replaces the last, and saving again keeps its key", async () => {
    const first = await saveCardDraft({ take, form });
    const second = await saveCardDraft({ take, form: { ...form, title: "Second" } });
    expect(second).not.toBe(first);
    expect(await saveCardDraft({ key: second, take, form: { ...form, title: "Edited" } })).toBe(second);
    const kept = await listPendingTakes(CARD_CREATE_ENDPOINT);
    expect(kept.map((draft) => draft.key)).toEqual([second]);
    expect((await loadCardDraft())?.form.title).toBe("Edited");
  });

  it("leave other pages' unsent takes alone", async () => {
    await savePendingTake({
      key: "guest-take-0001",
      blob: take.blob,
      mimeType: "audio/webm",
      fileName: "m.webm",
      fields: {},
      endpoint: "/api/upload-audio",
      createdAt: 1,
    });
    await saveCardDraft({ take, form });
    expect((await listPendingTakes("/api/upload-audio")).map((kept) => kept.key)).toEqual(["guest-take-0001"]);
  });

  it("are gone once the card is made", async () => {
    const key = await saveCardDraft({ take, form });
    await forgetCardDraft(key);
    expect(await loadCardDraft()).toBeNull();
  });
});
