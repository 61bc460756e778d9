"use client";
// 'Live voice wall' on the manage page's details tab (issue 50): the secret link to the wall for the
// venue's screen (copy, open), whether the wall plays new messages aloud, a new link (the old one stops)
// and stop showing.
import { useId, useState } from "react";
import { ShareLink } from "@/components/share/ShareLink";
import { AlertText } from "@/components/ui/AlertText";
import ConfirmDialog from "@/components/ui/ConfirmDialog";
import { messageOf } from "@/lib/client/api";
import { requestWallLink, revokeWallLink } from "@/lib/client/wall";
import type { TWallLinkRequest } from "@/lib/validation/wall";
import type { TWallLinkJson } from "@/lib/wall/wall-link";
import formStyles from "./Form.module.css";
import styles from "./Manage.module.css";

const CONFIRMS = {
  rotate: {
    title: "Make a new wall link",
    message: "Screens showing the current link stop at once. Open the new link on the venue's screen.",
    confirmLabel: "Make a new link",
  },
  revoke: {
    title: "Stop the wall",
    message: "The wall stops working at once on every screen that shows it.",
    confirmLabel: "Stop the wall",
  },
};

type TProps = { guestbookId: string; guestbookName: string; link: TWallLinkJson | null; onChange(link: TWallLinkJson | null): void };

export function WallLinkCard({ guestbookId, guestbookName, link, onChange }: TProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"rotate" | "revoke" | null>(null);
  const closeConfirm = () => setConfirm(null);
  const statusId = useId();

  async function run(label: string, action: () => Promise<TWallLinkJson | null>) {
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

  const request = (body: TWallLinkRequest) => () => requestWallLink(guestbookId, body);

  return (
    <div className="card">
      <h2 className={styles.sectionTitle}>Live voice wall</h2>
      <p className={styles.muted}>
        A page for the venue&apos;s TV or projector: the first names of the guests who leave a message appear as they arrive, with a QR code so more guests
        join. No sign-in on the screen: open the link there.
      </p>
      {link ? (
        <>
          <ShareLink url={link.url} qrText="SCAN TO OPEN THE WALL" qrFileName={`${guestbookName.slice(0, 60)} voice wall QR code`} />
          <label className={formStyles.choice}>
            <input
              type="checkbox"
              checked={link.playAloud}
              disabled={busy !== null}
              onChange={(event) => void run("Saving…", request({ playAloud: event.target.checked }))}
            />
            <span>Play new messages aloud on the wall (after one tap on its screen; reload an open wall to apply)</span>
          </label>
          <div className={styles.familyActions}>
            <button type="button" className="btn btn-outline btn-sm" disabled={busy !== null} onClick={() => setConfirm("rotate")}>
              Make a new wall link
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy !== null} onClick={() => setConfirm("revoke")}>
              Stop the wall
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void run("Making the link…", request({}))}>
          Make a wall link
        </button>
      )}
      <p id={statusId} className="hint" role="status">
        {busy ?? ""}
      </p>
      <AlertText message={error} />

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
            await revokeWallLink(guestbookId);
            return null;
          })
        }
      />
    </div>
  );
}
