// The look of a guestbook as guests see it, shared by /live-guestbook/{id} and the owner's preview
// /guestbook/{id}: logos, the cover with its title, the host's texts, the host's greeting (a play button),
// then whatever the page puts below (the recording flow, a state notice, or the disabled preview recorder), and the footer.
// A server component: none of this ships JavaScript to the guest's phone. Images are plain <img>, not
// next/image, which would add its client script to a page that must load fast on a weak connection.
import { getTranslations } from "next-intl/server";
import { ReadMore } from "@/components/ui/ReadMore";
import type { CSSProperties, ReactNode } from "react";
import GreetingPlayer from "@/components/guestbooks/GreetingPlayer";
import PublicLogo from "@/components/site/PublicLogo";
import type { TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { shownButtonTextColor, shownTitleColor } from "@/lib/guestbooks/shown-colors";
import { GuestbookCover } from "./Cover";
import styles from "./GuestbookPage.module.css";
import { FullLoadLink } from "@/components/ui/FullLoadLink";
import { LanguageMenu } from "./LanguageMenu";

type TProps = {
  guestbook: TPublicGuestbook;
  children: ReactNode;
  /** The address the language menu's links lead to (the guest page only). */ languageMenuPath?: string;
};

type TGuestPageWords = Awaited<ReturnType<typeof getTranslations<"guestPage">>>;

function PhotoCredit({ guestbook, t }: { guestbook: TPublicGuestbook; t: TGuestPageWords }) {
  const name = guestbook.coverImagePhotographer;
  if (!name || guestbook.themeColor) return null;
  if (!guestbook.coverImageUnsplashUrl) return <p className={styles.credit}>{t("photo", { name })}</p>;
  return (
    <p className={styles.credit}>
      <a href={guestbook.coverImageUnsplashUrl} target="_blank" rel="noopener noreferrer">
        {t("photoUnsplash", { name })}
        <span className="visually-hidden"> {t("newTab")}</span>
      </a>
    </p>
  );
}

export default async function GuestbookPage({ guestbook, children, languageMenuPath }: TProps) {
  const t = await getTranslations("guestPage");
  const hostName = guestbook.greeting?.hostFirstName.trim();
  const style = {
    "--gb-button": guestbook.buttonColor,
    "--gb-button-text": shownButtonTextColor(guestbook),
  } as CSSProperties;
  const showTitle = guestbook.showTitle && guestbook.title.trim() !== "";

  return (
    <div className={`theme-dark ${styles.page}`} style={style}>
      <header className={styles.header}>
        <PublicLogo tone="light" />
        {guestbook.creatorLogoUrl && <img className={styles.creatorLogo} src={guestbook.creatorLogoUrl} alt={t("hostLogo")} height={40} width={133} />}
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
        {guestbook.greeting ? <GreetingPlayer greeting={guestbook.greeting} title={hostName ? t("noteFrom", { name: hostName }) : t("noteFromHost")} /> : null}
        {children}
      </div>

      <footer className={styles.footer}>
        <p>
          {t("agreement")}{" "}
          <FullLoadLink href="/terms" className="tap-link">
            {t("terms")}
          </FullLoadLink>{" "}
          ·{" "}
          <FullLoadLink href="/privacy" className="tap-link">
            {t("privacy")}
          </FullLoadLink>
        </p>
        {languageMenuPath && guestbook.language === "auto" ? <LanguageMenu path={languageMenuPath} /> : null}
        <PhotoCredit guestbook={guestbook} t={t} />
        <p>© {new Date().getFullYear()} Echobook</p>
      </footer>
    </div>
  );
}
