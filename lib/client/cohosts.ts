// The browser's calls about co-hosts (issue 50), over the one client: the list, an invitation, removing a
// co-host or revoking an invitation (owner), and accepting an invitation (the invitee, on /cohost/{token}).
import { ZCohostsJson } from "@/lib/validation/cohosts";
import { apiDelete, apiJson, ownerJson } from "./api";
import { guestbookPath } from "./guestbooks";

/** The SWR key of a guestbook's co-hosts and invitations (the answer is checked against ZCohostsJson). */
export const cohostsKey = (guestbookId: string) => [`${guestbookPath(guestbookId)}/cohosts`, ZCohostsJson] as const;

export async function inviteCohost(guestbookId: string, email: string): Promise<void> {
  await ownerJson<unknown>(`${guestbookPath(guestbookId)}/cohosts`, { method: "POST", json: { email } });
}

export function removeCohost(guestbookId: string, userId: string): Promise<void> {
  return apiDelete(`${guestbookPath(guestbookId)}/cohosts/${encodeURIComponent(userId)}`, { owner: true });
}

export function revokeCohostInvitation(guestbookId: string, invitationId: string): Promise<void> {
  return apiDelete(`${guestbookPath(guestbookId)}/cohost-invitations/${encodeURIComponent(invitationId)}`, { owner: true });
}

export async function acceptCohostInvitation(token: string): Promise<{ guestbookId: string }> {
  return apiJson<{ guestbookId: string }>(`/api/cohost-invitations/${encodeURIComponent(token)}`, { method: "POST" });
}
