"use client";
// The guestbook's cover: the current photo or solid colour, the image chooser to change it, and a way
// back to the default cover. A colour clears the photo and its credit; a photo clears the colour.
import { useState } from "react";
import { ImageChooserModal } from "@/components/image-chooser/ImageChooserModal";
import type { TCoverChoice } from "@/components/image-chooser/cover-choice";
import { DEFAULT_COVER_IMAGE_URL } from "@/lib/guestbooks/defaults";
import type { TGuestbookForm } from "./guestbook-form";
import styles from "./Form.module.css";

export type TCover = Pick<TGuestbookForm, "themeColor" | "coverImageUrl" | "coverImagePhotographer" | "coverImageUnsplashUrl">;

export function coverFromChoice(choice: TCoverChoice): TCover {
  if (choice.kind === "color") return { themeColor: choice.color, coverImageUrl: null, coverImagePhotographer: null, coverImageUnsplashUrl: null };
  return { themeColor: null, coverImageUrl: choice.url, coverImagePhotographer: choice.photographer ?? null, coverImageUnsplashUrl: choice.unsplashUrl ?? null };
}

const DEFAULT_COVER: TCover = { themeColor: null, coverImageUrl: null, coverImagePhotographer: null, coverImageUnsplashUrl: null };

export default function CoverField({ value, onChange }: { value: TCover; onChange(cover: TCover): void }) {
  const [choosing, setChoosing] = useState(false);
  const isDefault = !value.themeColor && !value.coverImageUrl;

  return (
    <div className={styles.cover}>
      {value.themeColor ? (
        <div className={styles.coverPreview} style={{ background: value.themeColor }} role="img" aria-label={`Solid colour cover ${value.themeColor}`} />
      ) : (
        <img className={styles.coverPreview} src={value.coverImageUrl ?? DEFAULT_COVER_IMAGE_URL} alt={isDefault ? "The default cover image" : "The chosen cover image"} width={320} height={180} />
      )}
      {value.coverImagePhotographer && !value.themeColor ? <p className="hint">Photo: {value.coverImagePhotographer}</p> : null}
      <div className={styles.buttons}>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setChoosing(true)}>
          Choose Cover Image
        </button>
        {isDefault ? null : (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(DEFAULT_COVER)}>
            Use Default Cover
          </button>
        )}
      </div>
      <ImageChooserModal
        open={choosing}
        onClose={() => setChoosing(false)}
        onSelect={(choice: TCoverChoice) => onChange(coverFromChoice(choice))}
      />
    </div>
  );
}
