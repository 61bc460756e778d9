// What a completed checkout bought, read from its session metadata (spec 002: audioMessageId,
// tempAudioMessageKey, tempGuestbookKey, guestbookId, and the purpose the server adds), and where its
// 'View …' button goes.

export type TPurchaseKind =
  | { kind: "newGuestbook"; guestbookId: string }
  | { kind: "upgrade"; guestbookId: string }
  /** Forever Hosting of a standard card: its public page. */
  | { kind: "audioMessage"; audioMessageId: string }
  /** Forever Hosting of a pro card: its public page under /audio. */
  | { kind: "proAudioMessage"; audioMessageId: string }
  /** A pack of card credits: back to the wizard, which kept the take, or to the guestbook's recordings it was bought from. */
  | { kind: "cardCredits"; fromGuestbookId: string | null }
  /** A business plan: its pro areas are on the dashboard. */
  | { kind: "subscription" }
  | { kind: "other" };

function text(value: unknown): string | null {
  return typeof value === "string" && value ? value : null;
}

/** `fromGuestbookId`: the guestbook page the pack was bought from (the return address's from_guestbook). */
export function purchaseKind(metadata: Record<string, unknown> | undefined, fromGuestbookId: string | null = null): TPurchaseKind {
  const guestbookId = text(metadata?.guestbookId);
  const audioMessageId = text(metadata?.audioMessageId);
  const purpose = text(metadata?.purpose);
  if (purpose === "business_subscription") return { kind: "subscription" };
  if (audioMessageId) return purpose === "forever_hosting_pro" ? { kind: "proAudioMessage", audioMessageId } : { kind: "audioMessage", audioMessageId };
  if (purpose === "message_credits" || text(metadata?.tempAudioMessageKey)) return { kind: "cardCredits", fromGuestbookId };
  if (guestbookId) return text(metadata?.tempGuestbookKey) ? { kind: "newGuestbook", guestbookId } : { kind: "upgrade", guestbookId };
  return { kind: "other" };
}

export function viewLink(purchase: TPurchaseKind): { href: string; label: string } | null {
  switch (purchase.kind) {
    case "newGuestbook":
      // Back to the wizard's last step with the created guestbook: its link, QR code and share buttons.
      return { href: `/create-guestbook?guestbookId=${encodeURIComponent(purchase.guestbookId)}`, label: "View Guestbook" };
    case "upgrade":
      return { href: `/manage-guestbook/${encodeURIComponent(purchase.guestbookId)}?tab=recordings`, label: "View Guestbook" };
    case "audioMessage":
      return { href: `/personal-message/${encodeURIComponent(purchase.audioMessageId)}`, label: "View My Audio Message" };
    case "proAudioMessage":
      return { href: `/audio/${encodeURIComponent(purchase.audioMessageId)}`, label: "View My Audio Message" };
    case "cardCredits":
      return purchase.fromGuestbookId
        ? { href: `/manage-guestbook/${encodeURIComponent(purchase.fromGuestbookId)}?tab=recordings`, label: "Back to Recordings" }
        : { href: "/personal-message?from_payment=1", label: "View My Audio Message" };
    case "subscription":
      return { href: "/dashboard?tab=subscription-guestbooks&from_creation=true", label: "Open Pro Audio Guestbooks" };
    case "other":
      return null;
  }
}
