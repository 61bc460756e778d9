"use client";
// A share link people can copy, with the QR code behind Show/Hide QR Code. Shared by the record page,
// guestbooks and audio cards; `children` adds page-specific actions (Preview Message, share buttons).
import { useEffect, useId, useState, type ReactNode } from "react";
import { QrDesigner } from "@/components/qr/QrDesigner";
import { readSavedQrSettings, saveQrSettings } from "@/components/qr/saved-qr-settings";
import { HiddenStatus } from "@/components/ui/HiddenStatus";
import { useTranslations } from "@/components/i18n/ClientMessages";
import styles from "./ShareLink.module.css";

type TProps = {
  url: string;
  qrText?: string;
  qrSize?: number;
  qrFileName?: string;
  /** A data:image/... URL in the QR code instead of the Echobook logo. */
  qrLogo?: string;
  /** Show the QR code from the start (a share dialog), instead of behind Show QR Code. */
  qrShown?: boolean;
  /** Keeps the QR designer's settings in this browser under this name (a guestbook's code: its table sign prints it). */
  qrSavedAs?: string;
  children?: ReactNode;
};

export function ShareLink({ url, qrText, qrSize, qrFileName, qrLogo, qrShown = false, qrSavedAs, children }: TProps) {
  const t = useTranslations("shared");
  const inputId = useId();
  const qrId = useId();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const [showQr, setShowQr] = useState(qrShown);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (permissions, old browsers): select the text so it can be copied by hand.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      setCopyFailed(true);
    }
  }

  return (
    <div className={styles.share}>
      <label className="label" htmlFor={inputId}>
        {t("share.label")}
      </label>
      <div className={styles.row}>
        <input id={inputId} className={`input ${styles.link}`} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="btn btn-primary" onClick={copy}>
          {copied ? t("share.copied") : t("share.copy")}
        </button>
      </div>
      <HiddenStatus text={copied ? t("share.copiedStatus") : ""} />
      {copyFailed ? (
        <p className="error-text" role="alert">
          {t("share.copyFailed")}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" aria-expanded={showQr} aria-controls={qrId} onClick={() => setShowQr((shown) => !shown)}>
          {showQr ? t("share.hideQr") : t("share.showQr")}
        </button>
        {children}
      </div>
      <div id={qrId} hidden={!showQr}>
        {showQr ? (
          <QrDesigner
            value={url}
            defaultText={qrText}
            defaultSize={qrSize}
            fileName={qrFileName}
            logo={qrLogo}
            // Read when the designer opens (after a tap, so never in the server's HTML).
            initialSettings={qrSavedAs ? readSavedQrSettings(qrSavedAs) : undefined}
            onChange={qrSavedAs ? (settings) => saveQrSettings(qrSavedAs, settings) : undefined}
          />
        ) : null}
      </div>
    </div>
  );
}
