// What a completed checkout bought, read from its session metadata (spec 002: audioMessageId,
// tempAudioMessageKey, tempGuestbookKey, guestbookId), and where its 'View …' button goes.

/** What the session bought, from its metadata (spec 002: audioMessageId, tempAudioMessageKey, tempGuestbookKey, guestbookId). */
export type TPurchaseKind =
  | { kind: "newGuestbook"; guestbookId: string }
  | { kind: "upgrade"; guestbookId: string }
  | { kind: "audioMessage"; audioMessageId: string }
  | { kind: "other" };

function text(value: unknown): string | null {
  return typeof value === "string" && value ? value : null;
}

export function purchaseKind(metadata: Record<string, unknown> | undefined): TPurchaseKind {
  const guestbookId = text(metadata?.guestbookId);
  const audioMessageId = text(metadata?.audioMessageId);
  if (audioMessageId) return { kind: "audioMessage", audioMessageId };
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
      return { href: `/message/${encodeURIComponent(purchase.audioMessageId)}`, label: "View My Audio Message" };
    case "other":
      return null;
  }
}
