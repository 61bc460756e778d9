// The listening page's look (issue 38): the guestbook's cover and title, the montage first when there is
// one, then each message with its guest, date, length and a player that seeks, a page of them at a time
// (ListeningMessages). Each message is a target (#m-{recordingId}, the keepsake book's QR codes open
// these) that the page scrolls to and highlights. The players fetch nothing until played. In the
// guestbook's language (i18n/request.ts), with a language menu when the host left it to each visitor.
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { CSSProperties } from "react";
import { GuestbookCover } from "@/components/guestbooks/live/Cover";
import { LanguageMenu } from "@/components/guestbooks/live/LanguageMenu";
import { ClientMessages } from "@/components/i18n/ClientMessages";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import PublicLogo from "@/components/site/PublicLogo";
import type { TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { shownTitleColor } from "@/lib/guestbooks/shown-colors";
import { LISTENING_NAMESPACES, pickMessages } from "@/lib/i18n/pick-messages";
import type { TListeningView } from "@/lib/listening/listening-view";
import ListeningMessages from "./ListeningMessages";
import styles from "./ListeningPage.module.css";

type TProps = { token: string; guestbook: TPublicGuestbook; view: TListeningView };

export default async function ListeningPage({ token, guestbook, view }: TProps) {
  const { montage, total: count } = view;
  const t = await getTranslations("listening");
  const locale = await getLocale();
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <div className={styles.page} style={{ "--gb-button": guestbook.buttonColor } as CSSProperties}>
      <header className={styles.header}>
        <PublicLogo />
      </header>
      <GuestbookCover guestbook={guestbook} className={styles.cover} overlayClassName={styles.overlay}>
        <h1 className={styles.title} style={{ color: shownTitleColor(guestbook) }}>
          {view.guestbook.title}
        </h1>
      </GuestbookCover>

      <div className={styles.body}>
        <p className={styles.intro}>
          <time dateTime={view.guestbook.eventDate}>{dayFormat.format(new Date(`${view.guestbook.eventDate}T00:00:00Z`))}</time> ·{" "}
          {t("messageCount", { count })}
        </p>

        {montage ? (
          <section className={`card ${styles.montage}`} aria-labelledby="montage-title">
            <h2 id="montage-title" className={styles.sectionTitle}>
              {t("montageTitle")}
            </h2>
            <MessagePlayer
              message={{
                id: "montage",
                title: null,
                name: null,
                durationMs: montage.durationMs,
                status: "ready",
                contentType: "audio/mpeg",
                audioUrl: montage.audioUrl,
                mp3Url: null,
                createdAt: "",
              }}
              label={t("montageLabel")}
              lazy
              refreshUrl={null}
              downloadUrl={montage.downloadUrl}
            />
          </section>
        ) : null}

        {count === 0 ? <p className={styles.empty}>{t("empty")}</p> : null}
        <ClientMessages locale={locale} messages={pickMessages(await getMessages(), LISTENING_NAMESPACES)}>
          <ListeningMessages token={token} view={view} />
        </ClientMessages>
      </div>

      <footer className={styles.footer}>
        <p>{t("privateNote")}</p>
        {guestbook.language === "auto" ? <LanguageMenu path={`/listen/${token}`} /> : null}
        <p>© {new Date().getFullYear()} Echobook</p>
      </footer>
    </div>
  );
}
