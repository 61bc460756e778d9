"use client";
// Shown by <Recorder> inside an app's own browser (Instagram, Facebook, TikTok, ...), where recording in
// the page often fails: how to open the page in the phone's browser, and a button that copies its link.
import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { isApplePhone } from "@/lib/client/recorder/in-app-browser";
import styles from "./Recorder.module.css";

const noSubscription = () => () => {};

export default function InAppBrowserNotice({ app }: { app: string }) {
  const t = useTranslations("recorder");
  const phone = useSyncExternalStore(
    noSubscription,
    () => (isApplePhone(navigator.userAgent) ? "iphone" : "other"),
    () => null,
  );
  const hint = phone === null ? "" : t(phone === "iphone" ? "inAppIphone" : "inAppAndroid");
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  }

  return (
    <div className={styles.inApp}>
      <p>
        {t.rich("inAppOpened", { app, strong: (chunks) => <strong>{chunks}</strong> })} {hint}
      </p>
      <button type="button" className="btn btn-outline btn-block" onClick={() => void copy()}>
        {t("copyLink")}
      </button>
      <p role="status" className={copied ? "hint" : "visually-hidden"}>
        {copied === "yes" ? t("copied") : copied === "no" ? t("copyThis", { url: window.location.href }) : ""}
      </p>
    </div>
  );
}
