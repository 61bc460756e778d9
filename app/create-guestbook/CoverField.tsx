"use client";
// The cover in 'Style the top': a thumbnail of the current choice, the image chooser (stock photos,
// the host's uploads, solid colours) and a way back to the default cover.
import { useState } from "react";
import { ImageChooserModal } from "@/components/image-chooser/ImageChooserModal";
import { DEFAULT_COVER_IMAGE_URL } from "@/lib/guestbooks/defaults";
import { withCoverChoice, withDefaultCover, type TWizardForm } from "./wizard-form";
import styles from "./personalize.module.css";

type TProps = { form: TWizardForm; onChange(update: (form: TWizardForm) => TWizardForm): void; finding: boolean };

function describe(form: TWizardForm): string {
  if (form.themeColor) return `Solid colour ${form.themeColor.toUpperCase()}`;
  if (!form.coverImageUrl) return "Default cover";
  return form.coverImagePhotographer ? `Photo by ${form.coverImagePhotographer}` : "Your chosen image";
}

export function CoverField({ form, onChange, finding }: TProps) {
  const [open, setOpen] = useState(false);
  const isDefault = !form.themeColor && !form.coverImageUrl;
  return (
    <div className={styles.cover}>
      <span className="label" id="personalize-cover-label">
        Cover image
      </span>
      <div className={styles.coverRow}>
        {form.themeColor ? (
          <span className={styles.thumb} style={{ background: form.themeColor }} aria-hidden="true" />
        ) : (
          <img className={styles.thumb} src={form.coverImageUrl ?? DEFAULT_COVER_IMAGE_URL} alt="" width={120} height={72} />
        )}
        <p className={styles.status} aria-live="polite">
          {finding ? "Finding a cover for your event…" : describe(form)}
        </p>
      </div>
      <div className={styles.coverButtons}>
        <button type="button" className="btn btn-outline btn-sm" aria-describedby="personalize-cover-label" onClick={() => setOpen(true)}>
          Choose Cover Image
        </button>
        {isDefault ? null : (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(withDefaultCover)}>
            Use the default cover
          </button>
        )}
      </div>
      <ImageChooserModal
        open={open}
        onClose={() => setOpen(false)}
        onSelect={(choice) => onChange((current) => withCoverChoice(current, choice))}
      />
    </div>
  );
}
