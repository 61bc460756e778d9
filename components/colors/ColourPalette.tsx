"use client";
// The one colour control (spec 000 QR customization, spec 001 guestbook colours): the palette of 28
// swatches, the first 6 on phones and up to 15 on larger screens with the rest behind 'More', used by
// the QR designer (ColourSwatches) and by every guestbook colour field (ColourField: the palette plus a
// custom colour from the browser's picker or typed as #rrggbb).
import { useId, useState } from "react";
import { disclosureButton } from "@/components/ui/disclosure";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { COLOUR_PALETTE, visibleSwatches } from "@/lib/colors/palette";
import styles from "./ColourPalette.module.css";
import { HEX_COLOR_LENGTH, isHexColor } from "@/lib/validation/colors";

const WIDE_QUERY = "(min-width: 640px)";
export const COLOUR_FORMAT_ERROR = "Please enter a colour as # and six hex digits, like #fcd300.";

/** Phone first: the server and the first paint show the phone's six. */
const useWideScreen = () => useMediaQuery(WIDE_QUERY);

type TSwatchesProps = { label: string; value: string; onPick(hex: string): void };

export function ColourSwatches({ label, value, onPick }: TSwatchesProps) {
  const t = useTranslations("shared");
  const wide = useWideScreen();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { shown, hasMore } = visibleSwatches(COLOUR_PALETTE, { wide, expanded });
  const current = value.toLowerCase();

  return (
    <div className={styles.palette}>
      <ul id={listId} className={styles.swatches} aria-label={label}>
        {shown.map((swatch) => (
          <li key={swatch.hex}>
            <button
              type="button"
              className={styles.swatch}
              aria-label={`${swatch.name} ${swatch.hex}`}
              aria-pressed={current === swatch.hex}
              onClick={() => onPick(swatch.hex)}
            >
              <span className={styles.dot} style={{ backgroundColor: swatch.hex }} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button {...disclosureButton(expanded, setExpanded, listId)} className={`btn btn-ghost btn-sm ${styles.more}`}>
          {expanded ? t("colours.fewer") : t("colours.more")}
          <span className="visually-hidden"> {t("colours.moreOf", { label })}</span>
        </button>
      ) : null}
    </div>
  );
}

type TFieldProps = { label: string; value: string; onChange(value: string): void; error?: string; id?: string };

/**
 * A colour of a guestbook's or card's look. Half-typed colours reach the form too: its check shows the
 * error and holds Save back (and the server refuses anything but #rrggbb).
 */
export function ColourField({ label, value, onChange, error, id: givenId }: TFieldProps) {
  const t = useTranslations("shared");
  const ownId = useId();
  const id = givenId ?? ownId;
  const valid = isHexColor(value);
  const invalid = Boolean(error) || !valid;

  return (
    <fieldset className={styles.field}>
      <legend className={`label ${styles.legend}`}>
        {label}
        <span className={styles.preview} style={{ backgroundColor: valid ? value : "transparent" }} aria-hidden="true" />
      </legend>
      <ColourSwatches label={t("colours.palette", { label })} value={value} onPick={onChange} />
      <div className={styles.custom}>
        <input
          type="color"
          className={`color-input ${styles.picker}`}
          value={valid ? value.toLowerCase() : "#000000"}
          aria-label={t("colours.custom", { label })}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className={`input ${styles.hex}`}
          value={value}
          maxLength={HEX_COLOR_LENGTH}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.value.trim())}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="error-text">
          {error ?? COLOUR_FORMAT_ERROR}
        </p>
      ) : null}
    </fieldset>
  );
}
