"use client";
// 'Share with family' on the manage page's details tab (issue 38): the secret link to the listening page
// (copy, QR code), whether the family may download, a new link (the old one stops at once) and stop
// sharing; then the keepsake book, a printable PDF whose paper follows the browser's locale.
import { useId, useState } from "react";
import { ShareLink } from "@/components/share/ShareLink";
import { AlertText } from "@/components/ui/AlertText";
import { messageOf } from "@/lib/client/api";
import type { TListeningLinkJson } from "@/lib/listening/listening-link";
import type { TListeningLinkRequest } from "@/lib/validation/listening";
import { requestListeningLink, revokeListeningLink } from "@/lib/client/guestbooks";
import ConfirmDialog from "@/components/ui/ConfirmDialog";
import { KeepsakeButton } from "./KeepsakeButton";
import formStyles from "./Form.module.css";
import styles from "./Manage.module.css";

// The two confirmations' words: a new link (the old one stops) and stop sharing.
const CONFIRMS = {
  rotate: {
    title: "Make a new link",
    message: "The current link and its QR codes (printed keepsake books too) will stop working at once. Anyone who should keep listening needs the new link.",
    confirmLabel: "Make a new link",
  },
  revoke: {
    title: "Stop sharing",
    message: "The listening page will stop working at once for everyone who has the link or a keepsake book's QR codes.",
    confirmLabel: "Stop sharing",
  },
};

type TProps = { guestbookId: string; guestbookName: string; link: TListeningLinkJson | null; onChange(link: TListeningLinkJson | null): void };

export function FamilyShareCard({ guestbookId, guestbookName, link, onChange }: TProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"rotate" | "revoke" | null>(null);
  const closeConfirm = () => setConfirm(null);
  const statusId = useId();

  async function run(label: string, action: () => Promise<TListeningLinkJson | null>) {
    setConfirm(null);
    setBusy(label);
    setError(null);
    try {
      onChange(await action());
    } catch (failure) {
      setError(messageOf(failure, "That did not work. Please try again."));
    } finally {
      setBusy(null);
    }
  }

  const request = (body: TListeningLinkRequest) => () => requestListeningLink(guestbookId, body);

  return (
    <div className="card">
      <h2 className={styles.sectionTitle}>Share with family</h2>
      <p className={styles.muted}>
        A private page where anyone with the link can listen to the messages, no account needed: for the grandparents, the family chat, everyone who could not
        be there. Hide a message from it in the Recordings tab.
      </p>
      {link ? (
        <>
          <ShareLink url={link.url} qrText="SCAN TO LISTEN" qrFileName={`${guestbookName.slice(0, 60)} listening page QR code`} />
          <label className={formStyles.choice}>
            <input
              type="checkbox"
              checked={link.allowDownloads}
              disabled={busy !== null}
              onChange={(event) => void run("Saving…", request({ allowDownloads: event.target.checked }))}
            />
            <span>Let the family download the messages</span>
          </label>
          <div className={styles.familyActions}>
            <button type="button" className="btn btn-outline btn-sm" disabled={busy !== null} onClick={() => setConfirm("rotate")}>
              Make a new link
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy !== null} onClick={() => setConfirm("revoke")}>
              Stop sharing
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void run("Making the link…", request({}))}>
          Make a listening link
        </button>
      )}
      <p id={statusId} className="hint" role="status">
        {busy ?? ""}
      </p>
      <AlertText message={error} />

      <h3 className={styles.subTitle}>Keepsake book</h3>
      <p className={styles.muted}>
        {link
          ? "A printable PDF: the cover, then each listed message with a QR code that plays it."
          : "A printable PDF of the listed messages. Make a listening link above first, so its pages get QR codes that play each message."}
      </p>
      <KeepsakeButton guestbookId={guestbookId} />

      <ConfirmDialog
        {...CONFIRMS.rotate}
        open={confirm === "rotate"}
        onCancel={closeConfirm}
        onConfirm={() => void run("Making a new link…", request({ rotate: true }))}
      />
      <ConfirmDialog
        {...CONFIRMS.revoke}
        open={confirm === "revoke"}
        onCancel={closeConfirm}
        onConfirm={() =>
          void run("Stopping…", async () => {
            await revokeListeningLink(guestbookId);
            return null;
          })
        }
      />
    </div>
  );
}
