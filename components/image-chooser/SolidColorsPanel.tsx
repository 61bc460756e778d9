"use client";
// The 12 solid colour presets, each a named button.
import { useTranslations } from "@/components/i18n/ClientMessages";
import styles from "./ImageChooser.module.css";
import { SOLID_COLOR_PRESETS } from "./solid-colors";

export function SolidColorsPanel({ onChoose }: { onChoose(color: string): void }) {
  const t = useTranslations("shared");
  return (
    <ul className={`${styles.grid} ${styles.swatches}`} aria-label={t("images.colours")}>
      {SOLID_COLOR_PRESETS.map(({ name, color }) => (
        <li key={color}>
          <button type="button" className={styles.swatchButton} onClick={() => onChoose(color)} aria-label={t("images.useColour", { name, color })}>
            <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />
            <span className={styles.swatchName} aria-hidden="true">
              {name}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
