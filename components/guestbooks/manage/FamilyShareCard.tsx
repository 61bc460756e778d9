"use client";
// 'Share with family' on the manage page's details tab (issue 38): the secret link to the listening page
// (copy, QR code), whether the family may download, a new link (the old one stops at once) and stop
// sharing; then the keepsake book, a printable PDF whose paper follows the browser's locale.
import type { TListeningLinkJson } from "@/lib/listening/listening-link";
import type { TListeningLinkRequest } from "@/lib/validation/listening";
import { requestListeningLink, revokeListeningLink } from "@/lib/client/guestbooks";
import { KeepsakeButton } from "./KeepsakeButton";
import { SecretLinkCard, type TSecretLinkWords } from "./SecretLinkCard";
import styles from "./Manage.module.css";

const WORDS: TSecretLinkWords = {
  title: "Share with family",
  intro:
    "A private page where anyone with the link can listen to the messages, no account needed: for the grandparents, the family chat, everyone who could not be there. Hide a message from it in the Recordings tab.",
  qrText: "SCAN TO LISTEN",
  qrFileSuffix: "listening page QR code",
  settingLabel: "Let the family download the messages",
  makeLabel: "Make a listening link",
  rotateLabel: "Make a new link",
  stopLabel: "Stop sharing",
  rotate: {
    title: "Make a new link",
    message: "The current link and its QR codes (printed keepsake books too) will stop working at once. Anyone who should keep listening needs the new link.",
    confirmLabel: "Make a new link",
  },
  stop: {
    title: "Stop sharing",
    message: "The listening page will stop working at once for everyone who has the link or a keepsake book's QR codes.",
    confirmLabel: "Stop sharing",
  },
};

type TProps = { guestbookId: string; guestbookName: string; link: TListeningLinkJson | null; onChange(link: TListeningLinkJson | null): void };

export function FamilyShareCard({ guestbookId, guestbookName, link, onChange }: TProps) {
  return (
    <SecretLinkCard<TListeningLinkJson, TListeningLinkRequest>
      guestbookName={guestbookName}
      link={link}
      onChange={onChange}
      words={WORDS}
      setting={{ checked: (current) => current.allowDownloads, request: (allowDownloads) => ({ allowDownloads }) }}
      send={(body) => requestListeningLink(guestbookId, body)}
      revoke={() => revokeListeningLink(guestbookId)}
    >
      <h3 className={styles.subTitle}>Keepsake book</h3>
      <p className={styles.muted}>
        {link
          ? "A printable PDF: the cover, then each listed message with a QR code that plays it."
          : "A printable PDF of the listed messages. Make a listening link above first, so its pages get QR codes that play each message."}
      </p>
      <KeepsakeButton guestbookId={guestbookId} />
    </SecretLinkCard>
  );
}
