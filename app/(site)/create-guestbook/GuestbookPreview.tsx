"use client";
// A live miniature of the guests' page (components/guestbooks/live/GuestbookPage): the cover or colour
// with its overlay and title, the host's texts, a switched-off Start Recording button in the chosen
// colours and the Record/Listen/Save steps. Colours go through the same readability rule as the real page.
import type { CSSProperties } from "react";
import { Cover } from "@/components/guestbooks/live/Cover";
import { MicrophoneIcon } from "@/components/ui/MicrophoneIcon";
import { StepIndicator } from "@/components/ui/StepIndicator";
import { DEFAULT_COVER_IMAGE_URL, GUEST_STEPS } from "@/lib/constants/guestbooks";
import { shownButtonTextColor, shownTitleColor } from "@/lib/guestbooks/shown-colors";
import type { TGuestbookLook } from "@/lib/validation/guestbooks";
import styles from "./Preview.module.css";

/** The wizard shows every text, so the look comes without its show/hide switches. */
type TProps = { form: Omit<TGuestbookLook, "showTitle" | "showSubtext" | "showMessage">; headingId: string };

export function GuestbookPreview({ form, headingId }: TProps) {
  const titleColor = shownTitleColor(form);
  const buttonStyle: CSSProperties = {
    background: form.buttonColor,
    color: shownButtonTextColor(form),
  };

  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Preview
      </h3>
      <div className={`theme-dark ${styles.phone}`}>
        <Cover className={styles.cover} color={form.themeColor} imageUrl={form.coverImageUrl ?? DEFAULT_COVER_IMAGE_URL} sizes="320px">
          {form.showOverlay ? <div className={styles.overlay} aria-hidden="true" /> : null}
          {form.title.trim() ? (
            <p className={styles.title} style={{ color: titleColor }}>
              {form.title}
            </p>
          ) : null}
        </Cover>
        <div className={styles.body}>
          {form.subtitle.trim() ? <p className={styles.subtitle}>{form.subtitle}</p> : null}
          {form.message.trim() ? <p className={styles.message}>{form.message}</p> : null}
          <StepIndicator
            labels={GUEST_STEPS}
            current={0}
            classes={{ steps: styles.steps, current: styles.firstStep, stepNumber: styles.stepNumber }}
            label="Guest steps"
            illustration
          />
          <button type="button" className={`btn btn-block ${styles.record}`} style={buttonStyle} disabled>
            <MicrophoneIcon size={20} />
            Start Recording
          </button>
        </div>
      </div>
    </section>
  );
}
