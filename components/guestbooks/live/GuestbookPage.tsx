// The look of a guestbook as guests see it, shared by /live-guestbook/{id} and the owner's preview
// /guestbook/{id}: logos, the cover with its title, the host's texts, the host's greeting (a play button),
// then whatever the page puts below (the recording flow, a state notice, or the disabled preview recorder), and the footer.
// A server component: none of this ships JavaScript to the guest's phone. Images are plain <img>, not
// next/image, which would add its client script to a page that must load fast on a weak connection.
import { ReadMore } from "@/components/ui/ReadMore";
import type { CSSProperties, ReactNode } from "react";
import GreetingPlayer from "@/components/guestbooks/GreetingPlayer";
import PublicLogo from "@/components/site/PublicLogo";
import type { TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { shownButtonTextColor, shownTitleColor } from "@/lib/guestbooks/shown-colors";
import { GuestbookCover } from "./Cover";
import styles from "./GuestbookPage.module.css";
import { FullLoadLink } from "@/components/ui/FullLoadLink";

const AGREEMENT_TEXT = "By recording, you agree that the host may keep, download and share your message.";

type TProps = { guestbook: TPublicGuestbook; children: ReactNode };

function PhotoCredit({ guestbook }: { guestbook: TPublicGuestbook }) {
  const name = guestbook.coverImagePhotographer;
  if (!name || guestbook.themeColor) return null;
  if (!guestbook.coverImageUnsplashUrl) return <p className={styles.credit}>Photo: {name}</p>;
  return (
    <p className={styles.credit}>
      <a href={guestbook.coverImageUnsplashUrl} target="_blank" rel="noopener noreferrer">
        Photo by {name} on Unsplash<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

export default function GuestbookPage({ guestbook, children }: TProps) {
  const style = {
    "--gb-button": guestbook.buttonColor,
    "--gb-button-text": shownButtonTextColor(guestbook),
  } as CSSProperties;
  const showTitle = guestbook.showTitle && guestbook.title.trim() !== "";

  return (
    <div className={`theme-dark ${styles.page}`} style={style}>
      <header className={styles.header}>
        <PublicLogo tone="light" />
        {guestbook.creatorLogoUrl && <img className={styles.creatorLogo} src={guestbook.creatorLogoUrl} alt="Host's logo" height={40} width={133} />}
      </header>

      <GuestbookCover guestbook={guestbook} className={styles.cover} overlayClassName={styles.overlay}>
        <h1 className={showTitle ? styles.title : "visually-hidden"} style={showTitle ? { color: shownTitleColor(guestbook) } : undefined}>
          {showTitle ? guestbook.title : guestbook.name}
        </h1>
      </GuestbookCover>

      <div className={styles.body}>
        {(guestbook.showSubtext && guestbook.subtitle) || (guestbook.showMessage && guestbook.message) ? (
          <div className={styles.texts}>
            {guestbook.showSubtext && guestbook.subtitle && <h2 className={styles.subtitle}>{guestbook.subtitle}</h2>}
            {guestbook.showMessage && guestbook.message && <ReadMore className={styles.message} text={guestbook.message} />}
          </div>
        ) : null}
        {guestbook.greeting ? (
          <GreetingPlayer greeting={guestbook.greeting} title={`A note from ${guestbook.greeting.hostFirstName.trim() || "the host"}`} />
        ) : null}
        {children}
      </div>

      <footer className={styles.footer}>
        <p>
          {AGREEMENT_TEXT}{" "}
          <FullLoadLink href="/terms" className="tap-link">
            Terms
          </FullLoadLink>{" "}
          ·{" "}
          <FullLoadLink href="/privacy" className="tap-link">
            Privacy
          </FullLoadLink>
        </p>
        <PhotoCredit guestbook={guestbook} />
        <p>© {new Date().getFullYear()} Echobook</p>
      </footer>
    </div>
  );
}
