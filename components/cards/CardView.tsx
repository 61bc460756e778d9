// The look of an audio card, shared by the public card page, the wizard's live preview and the manage
// page's settings preview: the cover (own image or the default), the optional overlay, the title over
// it, then subtitle and message on white, then whatever player and footer the caller passes. No hooks,
// so it renders on the server for the public page and inside client components for the previews.
import { ReadMore } from "@/components/ui/ReadMore";
import type { CSSProperties, ReactNode } from "react";
import { Cover } from "@/components/guestbooks/live/Cover";
import { readableOn } from "@/lib/colors/contrast";
import { CARD_DEFAULT_COVER_URL, type TCardLook } from "@/lib/cards/look";
import styles from "./CardView.module.css";

// The subtitle is large text (WCAG 3:1) on the white body; button labels are normal text (4.5:1).
const SUBTITLE_MIN_CONTRAST = 3;
const BUTTON_MIN_CONTRAST = 4.5;
const BODY_BACKGROUND = "#ffffff";

type TProps = {
  look: TCardLook;
  /** The play/stop control, a notice in its place, or a disabled preview button. */
  player?: ReactNode;
  /** Download link, photo credit, Forever Hosting icon: whatever sits below the player. */
  footer?: ReactNode;
  /** The title's heading level: 1 on the public page, lower inside a page with its own headings. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
  /** The cover is the page's largest paint (preloaded): by default where the card is the page (level 1). */
  priority?: boolean;
};

export default function CardView({ look, player, footer, headingLevel = 1, className = "", priority = headingLevel === 1 }: TProps) {
  const style = {
    "--card-button": look.buttonColor,
    "--card-button-text": readableOn(look.buttonColor, look.buttonTextColor, BUTTON_MIN_CONTRAST),
  } as CSSProperties;
  const Title = `h${headingLevel}` as const;
  const Subtitle = `h${headingLevel + 1}` as "h2" | "h3" | "h4";
  const title = look.title.trim();
  const subtitle = look.subtitle.trim();
  const message = look.message.trim();

  return (
    <article className={`${styles.card} ${className}`} style={style}>
      <Cover
        className={styles.cover}
        imageUrl={look.coverImageUrl ?? CARD_DEFAULT_COVER_URL}
        sizes="(min-width: 640px) 640px, 100vw"
        fallbackUrl={CARD_DEFAULT_COVER_URL}
        priority={priority}
      >
        {look.showOverlay && <div className={styles.overlay} aria-hidden="true" data-testid="card-overlay" />}
        {title && (
          <Title className={styles.title} style={{ color: look.titleColor }}>
            {title}
          </Title>
        )}
      </Cover>
      <div className={styles.body}>
        {subtitle && (
          <Subtitle className={styles.subtitle} style={{ color: readableOn(BODY_BACKGROUND, look.subtitleColor, SUBTITLE_MIN_CONTRAST) }}>
            {subtitle}
          </Subtitle>
        )}
        {message && <ReadMore className={styles.message} text={message} />}
        {player && <div className={styles.player}>{player}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </article>
  );
}
