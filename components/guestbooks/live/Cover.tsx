// The cover across the top of a guestbook or an audio card (the guests' page, the wizard's miniature of
// it, every view of a card): a solid colour or the image (sized through cover-image's srcset, drawn by
// CoverImage), with whatever the caller lays over it (the overlay, the title) as children. No hooks, so
// it renders on the server as well as inside client components. The caller's class gives the cover its height.
import type { ReactNode } from "react";
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
