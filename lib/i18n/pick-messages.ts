// The namespaces of a catalogue that a page's client code needs: only those travel to the browser.

/** The catalogue's parts the shared recorder, upload status and greeting player use on every page that records. */
export const RECORDER_NAMESPACES = ["recorder", "upload", "player", "messagePlayer"] as const;
/** Shared components a guest, a recipient or a host may meet (share box, dialogs, image chooser): every page has them (root layout). */
export const SHARED_NAMESPACES = ["shared"] as const;
/** The guest page's client part: its flow, the recorder and the upload status. */
export const GUEST_FLOW_NAMESPACES = ["guest", ...RECORDER_NAMESPACES] as const;
/** /record's client part: its flow and the recorder's. */
export const RECORD_PAGE_NAMESPACES = ["record", ...RECORDER_NAMESPACES] as const;

export function pickMessages<T extends Record<string, unknown>>(messages: T, namespaces: readonly string[]): Partial<T> {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]])) as Partial<T>;
}
/** The public card pages' client part: the player, download, Forever Hosting and the pro card recipient's steps. */
export const CARD_NAMESPACES = ["cardPlayer", "foreverHosting", "proCard", ...RECORDER_NAMESPACES] as const;
/** The listening page's client part: its list of messages and their players. */
export const LISTENING_NAMESPACES = ["listeningMessages", ...RECORDER_NAMESPACES] as const;
