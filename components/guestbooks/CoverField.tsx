"use client";
// The guestbook's cover in the wizard, the edit page and the personalization tab: the current photo or
// solid colour, the image chooser to change it, and a way back to the default cover.
import { useId, useState } from "react";
import { ImageChooserModal } from "@/components/image-chooser/ImageChooserModal";
import { coverFromChoice, DEFAULT_COVER, type TCover } from "@/components/image-chooser/cover-choice";
import { DEFAULT_COVER_IMAGE_URL } from "@/lib/constants/guestbooks";
import { CoverThumb } from "./CoverThumb";
import styles from "./CoverField.module.css";

type TProps = {
  value: TCover;
  onChange(cover: TCover): void;
  /** The wizard looks for a photo that fits the event type while this is true. */
  finding?: boolean;
  /** A small thumbnail, where a live preview of the whole page sits beside the field. */
  compact?: boolean;
};

function describe(cover: TCover): string {
  if (cover.themeColor) return `Solid colour ${cover.themeColor.toUpperCase()}`;
  if (!cover.coverImageUrl) return "Default cover";
  return cover.coverImagePhotographer ? `Photo by ${cover.coverImagePhotographer}` : "Your chosen image";
}

export function CoverField({ value, onChange, finding = false, compact = false }: TProps) {
  const [choosing, setChoosing] = useState(false);
  const labelId = useId();
  const isDefault = !value.themeColor && !value.coverImageUrl;
  return (
    <div className={styles.cover}>
      <span className="label" id={labelId}>
        Cover image
      </span>
      <div className={styles.row}>
        <CoverThumb
          color={value.themeColor}
          imageUrl={value.coverImageUrl ?? DEFAULT_COVER_IMAGE_URL}
          className={compact ? styles.thumb : styles.preview}
          large={!compact}
        />
        <p className={styles.status} aria-live="polite">
          {finding ? "Finding a cover for your event…" : describe(value)}
        </p>
      </div>
      <div className={styles.buttons}>
        <button type="button" className="btn btn-outline btn-sm" aria-describedby={labelId} onClick={() => setChoosing(true)}>
          Choose Cover Image
        </button>
        {isDefault ? null : (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(DEFAULT_COVER)}>
            Use Default Cover
          </button>
        )}
      </div>
      <ImageChooserModal open={choosing} onClose={() => setChoosing(false)} onSelect={(choice) => onChange(coverFromChoice(choice))} />
    </div>
  );
}
