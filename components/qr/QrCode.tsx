"use client";
// A QR code that downloads itself as a PNG (3x) when clicked, or activated from the keyboard. On touch,
// only a quick still tap counts (spec 000 §5), so scrolling over the code or pressing and holding it
// never starts a download; those taps are judged on pointerup and the click that follows is ignored.
import { useMemo, useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { downloadSvgAsPng, svgDataUrl } from "@/lib/client/qr/export-png";
import { renderQrSvg } from "@/lib/qr/render-qr-svg";
import { QR_DEFAULT_SIZE, QR_EXPORT_SCALE, type TQrSettings } from "@/lib/qr/settings";
import { isDownloadTap } from "@/lib/client/qr/tap-gesture";
import { useTranslations } from "@/components/i18n/ClientMessages";
import styles from "./QrCode.module.css";

export type TQrCodeProps = {
  /** What the code encodes, usually a share URL. */
  value: string;
  settings: TQrSettings;
  /** Width and height in CSS px; the code shrinks to fit a narrower container. */
  size?: number;
  /** The download is saved as `${fileName}.png`. */
  fileName?: string;
  /** A data:image/... URL shown instead of the Echobook logo. */
  logo?: string;
  className?: string;
};

type TTouch = { pointerId: number; startedAt: number; x: number; y: number; furthestMovePx: number };

export function QrCode({ value, settings, size = QR_DEFAULT_SIZE, fileName = "echobook-qr-code", logo, className = "" }: TQrCodeProps) {
  const imageSrc = useMemo(() => svgDataUrl(renderQrSvg({ value, settings, size, logo })), [value, settings, size, logo]);
  const touch = useRef<TTouch | null>(null);
  const lastPointerType = useRef("");
  const downloading = useRef(false);
  const [failed, setFailed] = useState(false);
  const t = useTranslations("shared");

  async function download() {
    if (downloading.current) return;
    downloading.current = true;
    setFailed(false);
    try {
      const exportSize = size * QR_EXPORT_SCALE;
      await downloadSvgAsPng({ svg: renderQrSvg({ value, settings, size: exportSize, logo }), size: exportSize, fileName });
    } catch {
      setFailed(true);
    } finally {
      downloading.current = false;
    }
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    lastPointerType.current = event.pointerType;
    touch.current =
      event.pointerType === "touch" ? { pointerId: event.pointerId, startedAt: event.timeStamp, x: event.clientX, y: event.clientY, furthestMovePx: 0 } : null;
  }

  function trackMovement(event: PointerEvent<HTMLButtonElement>): TTouch | null {
    const current = touch.current;
    if (!current || current.pointerId !== event.pointerId) return null;
    const moved = Math.hypot(event.clientX - current.x, event.clientY - current.y);
    current.furthestMovePx = Math.max(current.furthestMovePx, moved);
    return current;
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>) {
    const finished = trackMovement(event);
    touch.current = null;
    if (finished && isDownloadTap({ durationMs: event.timeStamp - finished.startedAt, furthestMovePx: finished.furthestMovePx })) {
      void download();
    }
  }

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // A click from Enter or Space has detail 0 and always counts.
    if (lastPointerType.current === "touch" && event.detail !== 0) return;
    void download();
  }

  return (
    <div className={`${styles.wrapper} ${className}`}>
      <button
        type="button"
        className={`${styles.button} ${settings.shape === "circle" ? styles.circle : styles.square}`}
        onPointerDown={onPointerDown}
        onPointerMove={trackMovement}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          touch.current = null;
        }}
        onClick={onClick}
      >
        <img className={styles.image} src={imageSrc} width={size} height={size} alt={t("qr.image", { url: value })} draggable={false} />
      </button>
      {failed && (
        <p className="error-text" role="alert">
          {t("qr.downloadFailed")}
        </p>
      )}
    </div>
  );
}
