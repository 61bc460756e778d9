"use client";
// A card on the manage page's details tab for one of a guestbook's secret links (the family's listening
// page, the venue's voice wall): the link (copy, QR code), one setting of it, a new link (the old one stops
// at once) and stop, each confirmed first; `children` follow (the listening page's keepsake book).
import { useId, useState, type ReactNode } from "react";
import { ShareLink } from "@/components/share/ShareLink";
import { AlertText } from "@/components/ui/AlertText";
import ConfirmDialog from "@/components/ui/ConfirmDialog";
import { messageOf } from "@/lib/client/api";
import formStyles from "./Form.module.css";
import styles from "./Manage.module.css";

type TConfirmWords = { title: string; message: string; confirmLabel: string };

export type TSecretLinkWords = {
  title: string;
  intro: ReactNode;
  qrText: string;
  /** The QR code's file name after the guestbook's name. */
  qrFileSuffix: string;
  settingLabel: string;
  makeLabel: string;
  rotateLabel: string;
  stopLabel: string;
  rotate: TConfirmWords;
  stop: TConfirmWords;
};

type TProps<TLink extends { url: string }, TRequest extends { rotate?: boolean }> = {
  guestbookName: string;
  link: TLink | null;
  onChange(link: TLink | null): void;
  words: TSecretLinkWords;
  /** The link's one setting: whether it is on, and the request that sets it. */
  setting: { checked(link: TLink): boolean; request(checked: boolean): TRequest };
  /** Makes the link (or, with rotate, a new one), with the request's settings. */
  send(body: TRequest): Promise<TLink>;
  revoke(): Promise<void>;
  children?: ReactNode;
};

export function SecretLinkCard<TLink extends { url: string }, TRequest extends { rotate?: boolean }>({
  guestbookName,
  link,
  onChange,
  words,
  setting,
  send,
  revoke,
  children,
}: TProps<TLink, TRequest>) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"rotate" | "stop" | null>(null);
  const closeConfirm = () => setConfirm(null);
  const statusId = useId();

  async function run(label: string, action: () => Promise<TLink | null>) {
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

  return (
    <div className="card">
      <h2 className={styles.sectionTitle}>{words.title}</h2>
      <p className={styles.muted}>{words.intro}</p>
      {link ? (
        <>
          <ShareLink url={link.url} qrText={words.qrText} qrFileName={`${guestbookName.slice(0, 60)} ${words.qrFileSuffix}`} />
          <label className={formStyles.choice}>
            <input
              type="checkbox"
              checked={setting.checked(link)}
              disabled={busy !== null}
              onChange={(event) => void run("Saving…", () => send(setting.request(event.target.checked)))}
            />
            <span>{words.settingLabel}</span>
          </label>
          <div className={styles.familyActions}>
            <button type="button" className="btn btn-outline btn-sm" disabled={busy !== null} onClick={() => setConfirm("rotate")}>
              {words.rotateLabel}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy !== null} onClick={() => setConfirm("stop")}>
              {words.stopLabel}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void run("Making the link…", () => send({} as TRequest))}>
          {words.makeLabel}
        </button>
      )}
      <p id={statusId} className="hint" role="status">
        {busy ?? ""}
      </p>
      <AlertText message={error} />
      {children}

      <ConfirmDialog
        {...words.rotate}
        open={confirm === "rotate"}
        onCancel={closeConfirm}
        onConfirm={() => void run("Making a new link…", () => send({ rotate: true } as TRequest))}
      />
      <ConfirmDialog
        {...words.stop}
        open={confirm === "stop"}
        onCancel={closeConfirm}
        onConfirm={() =>
          void run("Stopping…", async () => {
            await revoke();
            return null;
          })
        }
      />
    </div>
  );
}
