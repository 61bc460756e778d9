// The two ways out of a mail a person can stop: the link in its footer (a page with one button, so
// a mail scanner that follows links unsubscribes no one) and the List-Unsubscribe headers, with which
// a mail client unsubscribes in one click by POSTing to the API (RFC 8058).
import "server-only";
import { appLink } from "./links";
import { unsubscribeToken, type TUnsubscribeSubject } from "./signed-token";

export function unsubscribeLinks(subject: TUnsubscribeSubject): { page: string; headers: Record<string, string> } {
  const token = encodeURIComponent(unsubscribeToken(subject));
  return {
    page: appLink(`/unsubscribe?token=${token}`),
    headers: {
      "List-Unsubscribe": `<${appLink(`/api/unsubscribe?token=${token}`)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
