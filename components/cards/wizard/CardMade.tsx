"use client";
// Step 3 once the card exists: its link, the QR code ('SCAN TO LISTEN'), Copy Link and the share
// buttons (Instagram and TikTok copy the text), then the way to the card and to the dashboard.
import Link from "next/link";
import { ShareLink } from "@/components/share/ShareLink";
import { SocialShareButtons } from "@/components/share/SocialShareButtons";
import { QR_LISTEN_TEXT } from "@/lib/qr/settings";
import styles from "./wizard.module.css";

export const SHARE_TEXT = "Check out my personal audio card!";

export function CardMade({ url, name, updated }: { url: string; name: string; updated: boolean }) {
  return (
    <div className={styles.made}>
      <p className={styles.success} role="status">
        {updated ? "Your Audio Card is Updated!" : "Your Audio Card is Ready!"}
      </p>
      <div className={styles.buttons}>
        <a className="btn btn-primary" href={url} target="_blank" rel="noopener noreferrer">
          View Audio Card<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <Link className="btn btn-outline" href="/dashboard?tab=audio-messages">
          View Dashboard
        </Link>
      </div>
      <ShareLink url={url} qrText={QR_LISTEN_TEXT} qrFileName={name.replace(/[^A-Za-z0-9 _-]+/g, "").trim() || "audio-card"}>
        <SocialShareButtons url={url} text={SHARE_TEXT} />
      </ShareLink>
    </div>
  );
}
