import { assertValidKey, storageKey } from "./keys";
import { InvalidStorageKeyError } from "./types";

describe("storageKey", () => {
  it("builds an owner-prefixed key that passes key validation", () => {
    const key = storageKey({ scope: "guestbooks", ownerId: "gb_123", kind: "audio", id: "rec-456", ext: "webm" });
    expect(key).toBe("guestbooks/gb_123/audio/rec-456.webm");
    expect(() => assertValidKey(key)).not.toThrow();
  });

  it.each([
    { scope: "guestbooks", ownerId: "../gb", kind: "audio", id: "r1", ext: "webm" },
    { scope: "guestbooks", ownerId: "gb1", kind: "audio", id: "my recording", ext: "webm" },
    { scope: "guestbooks", ownerId: "gb1", kind: "audio", id: "", ext: "webm" },
    { scope: "guestbooks", ownerId: "gb1", kind: "audio", id: "r1", ext: "png" },
    { scope: "guestbooks", ownerId: "gb1", kind: "audio", id: "r1", ext: "webm/../../x" },
    { scope: "admins", ownerId: "gb1", kind: "audio", id: "r1", ext: "webm" },
    { scope: "guestbooks", ownerId: "gb1", kind: "toString", id: "r1", ext: "webm" },
  ])("rejects %j", (parts) => {
    // Casts stand in for values that arrive untyped at runtime.
    expect(() => storageKey(parts as Parameters<typeof storageKey>[0])).toThrow(InvalidStorageKeyError);
  });
});
