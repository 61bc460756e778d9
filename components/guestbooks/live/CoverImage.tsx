"use client";
// The cover's picture (Cover.tsx lays it out): the WebP copies offered before the file itself, and, when
// the picture cannot be loaded (a host's photo taken down, a link gone), the fallback in its place, so
// guests never see a broken-image icon (spec 001 §8). The fallback is only fetched then: a CSS
// background standing by would be downloaded with every page.
import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import type { TCoverSources } from "./cover-image";
import styles from "./Cover.module.css";

type TProps = { image: TCoverSources; sizes: string; fallbackUrl?: string; priority?: boolean };

export function CoverImage({ image, sizes, fallbackUrl, priority }: TProps) {
  const ref = useRef<HTMLImageElement>(null);
  // The picture that failed, so a new cover (an editor's choice) is tried again rather than the fallback kept.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const canFallBack = Boolean(fallbackUrl) && fallbackUrl !== image.src;

  // The largest paint: a <link rel=preload> in the head, so the browser asks for it before it has read
  // the styles and the body (the same choice of file the srcset will make). Called here, in a client
  // component, because only the server-side render of one puts it in the HTML's head: a Server
  // Component's preload travels in the RSC payload and reaches the browser with the hydration data.
  if (priority) {
    if (image.webpSrcSet) preload(image.src, { as: "image", type: "image/webp", imageSrcSet: image.webpSrcSet, imageSizes: sizes, fetchPriority: "high" });
    else preload(image.src, { as: "image", imageSrcSet: image.srcSet, imageSizes: image.srcSet ? sizes : undefined, fetchPriority: "high" });
  }

  // An error before React took over the page is not replayed: a finished image with no pixels failed.
  useEffect(() => {
    const img = ref.current;
    if (canFallBack && img?.complete && img.naturalWidth === 0) setFailedSrc(image.src);
  }, [canFallBack, image.src]);

  if (failedSrc === image.src && fallbackUrl) {
    return <img className={styles.image} src={fallbackUrl} width={1200} height={800} alt="" />;
  }
  const img = (
    <img
      ref={ref}
      className={styles.image}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={1200}
      height={800}
      alt=""
      fetchPriority={priority ? "high" : undefined}
      onError={canFallBack ? () => setFailedSrc(image.src) : undefined}
    />
  );
  if (!image.webpSrcSet) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
