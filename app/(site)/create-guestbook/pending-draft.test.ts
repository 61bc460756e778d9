import { memoryStorage } from "@/tests/helpers/memory-storage";
import { PENDING_GUESTBOOK_KEY } from "@/components/auth/post-auth-destination";
import { parseDraft, saveDraft, serializeDraft, takeDraft, type TPendingDraft } from "./pending-draft";
import { initialWizardForm } from "./wizard-form";

const draft: TPendingDraft = {
  step: 1,
  paying: true,
  form: {
    ...initialWizardForm("Our wedding"),
    eventType: "Other",
    eventTypeCustom: "Reunion",
    tierIdx: 2,
    allowAnonymous: false,
    eventDate: "2031-02-03",
    personalize: true,
    title: "Hello",
    themeColor: "#112233",
    allow24HoursBeforeAfter: false,
  },
};

describe("pending guestbook draft", () => {
  it("round-trips the whole form, the step and the paying flag", () => {
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it("is stored under the key the login and signup pages look for, and restored only once", () => {
    const storage = memoryStorage();
    saveDraft(storage, draft);
    expect(storage.items.has(PENDING_GUESTBOOK_KEY)).toBe(true);
    expect(takeDraft(storage)).toEqual(draft);
    expect(storage.items.has(PENDING_GUESTBOOK_KEY)).toBe(false);
    expect(takeDraft(storage)).toBeNull();
  });

  it("keeps the valid fields of a tampered draft and defaults the rest", () => {
    const raw = JSON.stringify({
      step: 7,
      paying: "yes",
      form: { guestbookName: "Kept", tierIdx: 9, eventType: "Rave", titleColor: "red", eventDate: "2031-02-03" },
    });
    const restored = parseDraft(raw);
    expect(restored).toEqual({ step: 0, paying: false, form: { ...initialWizardForm(), guestbookName: "Kept", eventDate: "2031-02-03" } });
  });

  it("restores the empty answers of an older draft as unanswered", () => {
    const raw = JSON.stringify({
      step: 0,
      paying: false,
      form: { eventType: "", tierIdx: null, allowAnonymous: null, personalize: null, guestbookName: "Kept" },
    });
    expect(parseDraft(raw)).toEqual({ step: 0, paying: false, form: { ...initialWizardForm(), guestbookName: "Kept" } });
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{"],
    ["not a draft", JSON.stringify([1, 2])],
    ["no form", JSON.stringify({ step: 1 })],
  ])("gives null for %s", (_label, raw) => {
    expect(parseDraft(raw)).toBeNull();
  });

  it("removes an unreadable draft too", () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_GUESTBOOK_KEY, "{");
    expect(takeDraft(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });
});
