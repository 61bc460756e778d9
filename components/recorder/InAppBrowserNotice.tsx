"use client";
// Shown by <Recorder> inside an app's own browser (Instagram, Facebook, TikTok, ...), where recording in
// the page often fails: how to open the page in the phone's browser, and a button that copies its link.
import { useState, useSyncExternalStore } from "react";
import { openInBrowserHint } from "@/lib/client/recorder/in-app-browser";
import styles from "./Recorder.module.css";

const noSubscription = () => () => {};

export default function InAppBrowserNotice({ app }: { app: string }) {
  const hint = useSyncExternalStore(
    noSubscription,
    () => openInBrowserHint(navigator.userAgent),
    () => "",
  );
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
        <strong>You opened this link in {app}.</strong> Its browser often cannot record, so you can send a voice memo instead. {hint}
      </p>
      <button type="button" className="btn btn-outline btn-block" onClick={() => void copy()}>
        Copy link
      </button>
      <p role="status" className={copied ? "hint" : "visually-hidden"}>
        {copied === "yes" ? "Link copied. Paste it into your browser." : copied === "no" ? `Copy this link: ${window.location.href}` : ""}
      </p>
    </div>
  );
}
