// Storage keys are built only from owner ids and generated ids, never from names a user typed, so a key
// cannot collide across owners or climb out of the storage root.
import { InvalidStorageKeyError } from "./types";

export const STORAGE_SCOPES = ["users", "guestbooks", "messages", "cards"] as const;
export type TStorageScope = (typeof STORAGE_SCOPES)[number];

/** What each kind of file may be saved as: the extension follows the format detected from the content. */
export const STORAGE_EXTENSIONS = {
  audio: ["webm", "ogg", "mp3", "m4a", "wav", "3gp", "amr", "aac"],
  images: ["jpg", "png", "webp", "gif"],
  exports: ["mp3", "zip", "pdf"],
} as const satisfies Record<string, readonly string[]>;
export type TStorageKind = keyof typeof STORAGE_EXTENSIONS;

export type TStorageKeyParts<K extends TStorageKind = TStorageKind> = {
  scope: TStorageScope;
  ownerId: string;
  kind: K;
  id: string;
  ext: (typeof STORAGE_EXTENSIONS)[K][number];
};

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
// Segments may not start with a dot: that rules out "." and "..", and keeps dot-names free for drivers' own files.
const SEGMENT_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/** `<scope>/<ownerId>/<kind>/<id>.<ext>`, e.g. `guestbooks/gb_123/audio/rec_456.webm`. */
export function storageKey<K extends TStorageKind>(parts: TStorageKeyParts<K>): string {
  const { scope, ownerId, kind, id, ext } = parts;
  if (!(STORAGE_SCOPES as readonly string[]).includes(scope)) throw new InvalidStorageKeyError(`Unknown storage scope "${scope}"`);
  if (!Object.hasOwn(STORAGE_EXTENSIONS, kind)) throw new InvalidStorageKeyError(`Unknown storage kind "${kind}"`);
  if (!ID_PATTERN.test(ownerId)) throw new InvalidStorageKeyError("Storage owner id must be 1-128 of [A-Za-z0-9_-]");
  if (!ID_PATTERN.test(id)) throw new InvalidStorageKeyError("Storage id must be 1-128 of [A-Za-z0-9_-]");
  if (!(STORAGE_EXTENSIONS[kind] as readonly string[]).includes(ext)) {
    throw new InvalidStorageKeyError(`Extension "${ext}" is not allowed for ${kind}`);
  }
  return `${scope}/${ownerId}/${kind}/${id}.${ext}`;
}

/** Every driver calls this before touching a key: relative, slash-separated, no empty/dot segments, no backslashes. */
export function assertValidKey(key: string): void {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidStorageKeyError("Storage key must be 1-512 characters");
  }
  for (const segment of key.split("/")) {
    if (!SEGMENT_PATTERN.test(segment)) throw new InvalidStorageKeyError(`Invalid storage key "${key}"`);
  }
}
