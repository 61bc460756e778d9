// The cover across the top of a guestbook or an audio card (the guests' page, the wizard's miniature of
// it, every view of a card): a solid colour or the image (sized through cover-image's srcset), with
// whatever the caller lays over it (the overlay, the title) as children. No hooks, so it renders on the
// server as well as inside client components. The caller's class gives the cover its height.
import type { CSSProperties, ReactNode } from "react";
import { preload } from "react-dom";
import { coverSources } from "./cover-image";
import styles from "./Cover.module.css";

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
  const fallback = fallbackUrl ? ({ "--cover-fallback": `url("${fallbackUrl}")` } as CSSProperties) : undefined;
  // The largest paint: a <link rel=preload> in the head, so the browser asks for it before it has read
  // the styles and the body (the same choice of file the srcset will make).
  if (image && priority) {
    if (image.webpSrcSet) preload(image.src, { as: "image", type: "image/webp", imageSrcSet: image.webpSrcSet, imageSizes: sizes, fetchPriority: "high" });
    else preload(image.src, { as: "image", imageSrcSet: image.srcSet, imageSizes: image.srcSet ? sizes : undefined, fetchPriority: "high" });
  }
  const img = image && (
    <img
      className={fallback ? `${styles.image} ${styles.withFallback}` : styles.image}
      style={fallback}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={1200}
      height={800}
      alt=""
      fetchPriority={priority ? "high" : undefined}
    />
  );
  return (
    <div className={`${styles.cover} ${className}`} style={color ? { background: color } : undefined}>
      {image?.webpSrcSet ? (
        <picture className={styles.picture}>
          <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
      {children}
    </div>
  );
}
