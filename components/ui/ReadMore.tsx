"use client";
// A host's long text (a guestbook's welcome, a card's message) shown to its first lines with "Read more",
// so a phone shows Start Recording or Play on the first screen (issue 36). The full text is in the page
// (and read by screen readers) either way; the button appears only when the text is longer than the clamp.
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import styles from "./ReadMore.module.css";

type TProps = { text: string; className?: string };

export function ReadMore({ text, className = "" }: TProps) {
  const t = useTranslations("shared");
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [clipped, setClipped] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || open) return;
    const measure = () => setClipped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, text]);

  return (
    <>
      <p ref={ref} className={`${className} ${open ? "" : styles.clamped}`}>
        {text}
      </p>
      {clipped || open ? (
        <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? t("readMore.less") : t("readMore.more")}
        </button>
      ) : null}
    </>
  );
}
