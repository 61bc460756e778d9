// The browser's calls for a guestbook's recordings on the manage page, over the one client
// (lib/client/api.ts): list, hide or list one, delete, and make an audio card of the chosen ones.
// A lapsed session goes to the login page and comes back (ownerFetch).
import type { TRecordingJson } from "@/lib/recordings/serialize";
import type { TRecordingsBulk } from "@/lib/validation/guestbooks";
import { ownerFetch, ownerJson } from "./api";
import { guestbookPath } from "./guestbooks";

const recordingsPath = (guestbookId: string) => `${guestbookPath(guestbookId)}/recordings`;
const recordingPath = (guestbookId: string, recordingId: string) => `${recordingsPath(guestbookId)}/${encodeURIComponent(recordingId)}`;

/** The SWR key of a guestbook's recordings (its answer is `{ recordings }`). */
export const recordingsKey = recordingsPath;
export type TRecordingsBody = { recordings: TRecordingJson[] };

export async function deleteRecording(guestbookId: string, recordingId: string): Promise<void> {
  await ownerFetch(recordingPath(guestbookId, recordingId), { method: "DELETE" });
}

export async function setRecordingListed(guestbookId: string, recordingId: string, listed: boolean): Promise<TRecordingJson> {
  return (await ownerJson<{ recording: TRecordingJson }>(recordingPath(guestbookId, recordingId), { method: "PUT", json: { listed } })).recording;
}

/** Approves one take waiting for approval (issue 50): the family sees it from now on. */
export async function approveRecording(guestbookId: string, recordingId: string): Promise<TRecordingJson> {
  return (await ownerJson<{ recording: TRecordingJson }>(recordingPath(guestbookId, recordingId), { method: "PUT", json: { approved: true } })).recording;
}

/** Approves many takes in one request; answers their ids. */
export async function approveRecordings(guestbookId: string, ids: string[]): Promise<string[]> {
  return (await ownerJson<{ ids: string[] }>(recordingsPath(guestbookId), { method: "PUT", json: { ids, approved: true } })).ids;
}

/** Hides, shows again or deletes many recordings in one request; answers the ids it changed. */
export async function bulkRecordings(guestbookId: string, body: TRecordingsBulk): Promise<string[]> {
  return (await ownerJson<{ ids: string[] }>(`${recordingsPath(guestbookId)}/bulk`, { json: body })).ids;
}

/** A stitch of 300 s can take tens of seconds on a busy server; the request waits for it. */
const CARD_TIMEOUT_MS = 5 * 60_000;

/** Makes an audio card of the chosen recordings; answers the new card's id. */
export async function createCardFromRecordings(guestbookId: string, recordingIds: string[]): Promise<string> {
  const body = await ownerJson<{ messageId: string }>(`${recordingsPath(guestbookId)}/card`, { json: { recordingIds }, timeoutMs: CARD_TIMEOUT_MS });
  return body.messageId;
}
