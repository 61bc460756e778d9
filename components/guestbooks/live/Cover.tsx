// The cover across the top of a guestbook or an audio card (the guests' page, the wizard's miniature of
// it, every view of a card): a solid colour or the image (sized through cover-image's srcset, drawn by
// CoverImage), with whatever the caller lays over it (the overlay, the title) as children. No hooks, so
// it renders on the server as well as inside client components. The caller's class gives the cover its height.
import type { ReactNode } from "react";
import { DEFAULT_COVER_IMAGE_URL } from "@/lib/constants/guestbooks";
import { coverSources } from "./cover-image";
import styles from "./Cover.module.css";
import { CoverImage } from "./CoverImage";

type TProps = {
  className: string;
  /** A solid-colour cover: no image is loaded. */
  color?: string | null;
  imageUrl: string;
  /** How wide the cover is drawn, for the srcset. */
  sizes: string;
  /** Drawn in place of an image that fails to load (no broken-image icon). */
  fallbackUrl?: string;
  /** The cover is the page's largest paint: load it first. */
  priority?: boolean;
  children: ReactNode;
};

export function Cover({ className, color, imageUrl, sizes, fallbackUrl, priority, children }: TProps) {
  const image = color ? null : coverSources(imageUrl);
  return (
    <div className={`${styles.cover} ${className}`} style={color ? { background: color } : undefined}>
      {image && <CoverImage image={image} sizes={sizes} fallbackUrl={fallbackUrl} priority={priority} />}
      {children}
    </div>
  );
}

/**
 * A guestbook's cover across a whole page (the guests' page, the listening page): its colour or image,
 * loaded first, the default picture if the image fails, and its overlay when the host keeps it on.
 */
export function GuestbookCover({
  guestbook,
  className,
  overlayClassName,
  children,
}: {
  guestbook: { themeColor: string | null; coverImageUrl: string | null; showOverlay: boolean };
  className: string;
  overlayClassName: string;
  children: ReactNode;
}) {
  return (
    <Cover
      className={className}
      color={guestbook.themeColor}
      imageUrl={guestbook.coverImageUrl ?? DEFAULT_COVER_IMAGE_URL}
      sizes="100vw"
      fallbackUrl={DEFAULT_COVER_IMAGE_URL}
      priority
    >
      {guestbook.showOverlay && <div className={overlayClassName} aria-hidden="true" />}
      {children}
    </Cover>
  );
}
