import { memoryStorage } from "@/tests/helpers/memory-storage";
import { DEFAULT_LIST_STATE, readListState, readSavedTab, saveListState, saveTab, tabToRestore, viewStateKey } from "./view-state";

describe("kept list state", () => {
  it("starts from the defaults", () => {
    expect(readListState(memoryStorage(), "u1", "guestbooks")).toEqual(DEFAULT_LIST_STATE);
  });

  it("keeps sort, filter, search and scroll per list tab and per user", () => {
    const storage = memoryStorage();
    saveListState(storage, "u1", "guestbooks", { sort: "eventDate-asc", search: "wedding" });
    saveListState(storage, "u1", "guestbooks", { filter: "past", scrollY: 640 });
    saveListState(storage, "u1", "subscription-guestbooks", { filter: "active" });
    expect(readListState(storage, "u1", "guestbooks")).toEqual({ sort: "eventDate-asc", filter: "past", search: "wedding", scrollY: 640 });
    expect(readListState(storage, "u1", "subscription-guestbooks")).toEqual({ ...DEFAULT_LIST_STATE, filter: "active" });
    expect(readListState(storage, "u2", "guestbooks")).toEqual(DEFAULT_LIST_STATE);
  });

  it("keeps the tab beside the lists", () => {
    const storage = memoryStorage();
    saveListState(storage, "u1", "guestbooks", { search: "x" });
    saveTab(storage, "u1", "settings");
    expect(readSavedTab(storage, "u1")).toBe("settings");
    expect(readListState(storage, "u1", "guestbooks").search).toBe("x");
  });

  it("replaces unknown or damaged values with the defaults", () => {
    const storage = memoryStorage();
    storage.setItem(viewStateKey("u1"), JSON.stringify({ tab: "billing", lists: { guestbooks: { sort: "name", filter: "past", search: 7, scrollY: -5 } } }));
    expect(readSavedTab(storage, "u1")).toBeUndefined();
    expect(readListState(storage, "u1", "guestbooks")).toEqual({ ...DEFAULT_LIST_STATE, filter: "past" });
    storage.setItem(viewStateKey("u1"), "{oops");
    expect(readListState(storage, "u1", "guestbooks")).toEqual(DEFAULT_LIST_STATE);
  });
});

describe("tabToRestore", () => {
  const visible = ["guestbooks", "audio-messages", "subscription-guestbooks", "settings"] as const;
  const base = { active: "guestbooks" as const, tabInUrl: false, visible, skip: false };

  it("reopens the session's last tab when /dashboard names none", () => {
    expect(tabToRestore({ ...base, saved: "subscription-guestbooks" })).toBe("subscription-guestbooks");
  });

  it("leaves a tab the URL names, a skipped visit, and a tab the user no longer has", () => {
    expect(tabToRestore({ ...base, saved: "settings", tabInUrl: true })).toBeNull();
    expect(tabToRestore({ ...base, saved: "settings", skip: true })).toBeNull();
    expect(tabToRestore({ ...base, saved: "subscription-audio-messages" })).toBeNull();
    expect(tabToRestore({ ...base, saved: "guestbooks" })).toBeNull();
    expect(tabToRestore({ ...base, saved: undefined })).toBeNull();
  });
});
