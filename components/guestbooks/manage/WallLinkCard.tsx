"use client";
// 'Live voice wall' on the manage page's details tab (issue 50): the secret link to the wall for the
// venue's screen (copy, open), whether the wall plays new messages aloud, a new link (the old one stops)
// and stop showing.
import { requestWallLink, revokeWallLink } from "@/lib/client/wall";
import type { TWallLinkRequest } from "@/lib/validation/wall";
import type { TWallLinkJson } from "@/lib/wall/wall-link";
import { SecretLinkCard, type TSecretLinkWords } from "./SecretLinkCard";

const WORDS: TSecretLinkWords = {
  title: "Live voice wall",
  intro:
    "A page for the venue's TV or projector: the first names of the guests who leave a message appear as they arrive, with a QR code so more guests join. No sign-in on the screen: open the link there.",
  qrText: "SCAN TO OPEN THE WALL",
  qrFileSuffix: "voice wall QR code",
  settingLabel: "Play new messages aloud on the wall (after one tap on its screen; reload an open wall to apply)",
  makeLabel: "Make a wall link",
  rotateLabel: "Make a new wall link",
  stopLabel: "Stop the wall",
  rotate: {
    title: "Make a new wall link",
    message: "Screens showing the current link stop at once. Open the new link on the venue's screen.",
    confirmLabel: "Make a new link",
  },
  stop: {
    title: "Stop the wall",
    message: "The wall stops working at once on every screen that shows it.",
    confirmLabel: "Stop the wall",
  },
};

type TProps = { guestbookId: string; guestbookName: string; link: TWallLinkJson | null; onChange(link: TWallLinkJson | null): void };

export function WallLinkCard({ guestbookId, guestbookName, link, onChange }: TProps) {
  return (
    <SecretLinkCard<TWallLinkJson, TWallLinkRequest>
      guestbookName={guestbookName}
      link={link}
      onChange={onChange}
      words={WORDS}
      setting={{ checked: (current) => current.playAloud, request: (playAloud) => ({ playAloud }) }}
      send={(body) => requestWallLink(guestbookId, body)}
      revoke={() => revokeWallLink(guestbookId)}
    />
  );
}
