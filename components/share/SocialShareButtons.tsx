"use client";
// Share buttons for a guestbook or card link (spec 001 step 3 and the manage page): Facebook, X and
// WhatsApp open their share pages; Instagram has no web share link, so the text is copied for pasting into
// the app, and the button says so. TikTok is copied on the wizards (the specs' step 3) and opens its share
// link with the address on the manage pages (`tiktok="open"`).
import { useState } from "react";
import { useClearAfter } from "@/components/ui/useClearAfter";
import { useTranslations } from "@/components/i18n/ClientMessages";
import styles from "./ShareLink.module.css";

type TProps = {
  url: string;
  text: string;
  /** The apps without a web share link, offered as 'copy the text'; none where a page lists only the three. */
  copyApps?: readonly string[];
  /** TikTok is copied on the wizards (the specs' step 3) and opens its share link on the manage pages. */
  tiktok?: "copy" | "open";
};

const COPY_APPS = ["Instagram", "TikTok"] as const;

export function SocialShareButtons({ url, text, copyApps = COPY_APPS, tiktok = "copy" }: TProps) {
  const t = useTranslations("shared");
  const [copiedFor, setCopiedFor] = useState<string | null>(null);
  const message = `${text} ${url}`;

  useClearAfter(copiedFor, setCopiedFor);

  async function copyFor(app: string) {
    try {
      await navigator.clipboard.writeText(message);
      setCopiedFor(app);
    } catch {
      setCopiedFor(null);
    }
  }

  const links = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { name: "X", href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(message)}` },
    ...(tiktok === "open" ? [{ name: "TikTok", href: `https://www.tiktok.com/share?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}` }] : []),
  ];
  const copied = tiktok === "open" ? copyApps.filter((app) => app !== "TikTok") : copyApps;

  return (
    <div className={styles.actions} role="group" aria-label={t("social.group")}>
      {links.map((link) => (
        <a
          key={link.name}
          className="btn btn-outline"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("social.shareOn", { app: link.name })}
        >
          {link.name}
        </a>
      ))}
      {copied.map((app) => (
        <button key={app} type="button" className="btn btn-outline" onClick={() => copyFor(app)} aria-label={t("social.copyFor", { app })}>
          {copiedFor === app ? t("share.copied") : app}
        </button>
      ))}
      <p className="visually-hidden" role="status">
        {copiedFor ? t("social.copiedFor", { app: copiedFor }) : ""}
      </p>
    </div>
  );
}
