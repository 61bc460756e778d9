"use client";
// Step 2: personalize or not, the three sections when yes, the live preview, and 'Step 3: Create &
// Share'. Yes restores the default title if it was cleared and looks up one cover for the event type;
// No puts the default cover back (spec 001 section 4).
import { useId, useState } from "react";
import { fetchCoverForEventType } from "@/components/image-chooser/fetch-cover";
import { DEFAULT_GUESTBOOK_TEXTS } from "@/lib/constants/guestbooks";
import { ChoiceGroup, YES_NO, yesNoValue } from "./ChoiceGroup";
import { GuestbookPreview } from "./GuestbookPreview";
import { PersonalizeSections } from "./PersonalizeSections";
import { withCoverChoice, withDefaultCover, type TWizardDraft } from "./wizard-form";
import styles from "./personalize.module.css";
import wizard from "./wizard.module.css";

type TProps = {
  form: TWizardDraft;
  onChange(update: (form: TWizardDraft) => TWizardDraft): void;
  creating: boolean;
  errorLines: string[];
  onCreate(): void;
};

export function StepPersonalize({ form, onChange, creating, errorLines, onCreate }: TProps) {
  const previewHeadingId = useId();
  const [findingCover, setFindingCover] = useState(false);

  async function findCover(eventType: string) {
    setFindingCover(true);
    try {
      const choice = await fetchCoverForEventType(eventType);
      // A cover the host picked meanwhile wins over the suggestion.
      if (choice) onChange((current) => (current.coverImageUrl || current.themeColor ? current : withCoverChoice(current, choice)));
    } finally {
      setFindingCover(false);
    }
  }

  function choose(answer: "yes" | "no") {
    if (answer === "no") return onChange((current) => withDefaultCover({ ...current, personalize: false }));
    onChange((current) => ({ ...current, personalize: true, title: current.title.trim() ? current.title : DEFAULT_GUESTBOOK_TEXTS.title }));
    if (!form.coverImageUrl && !form.themeColor && form.eventType) void findCover(form.eventType);
  }

  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        <ChoiceGroup
          id="personalize-choice"
          name="personalize"
          legend="Would you like to personalize your guestbook?"
          options={YES_NO}
          value={yesNoValue(form.personalize)}
          onChange={choose}
        />
        {form.personalize ? <PersonalizeSections form={form} onChange={onChange} findingCover={findingCover} /> : null}
        {errorLines.length > 0 ? (
          <div role="alert" className={`alert alert-error ${wizard.errorLines}`}>
            {errorLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
        <div className={wizard.actions}>
          <button type="button" className="btn btn-primary btn-lg" disabled={creating} onClick={onCreate}>
            {creating ? "Creating…" : "Step 3: Create & Share"}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {creating ? "Creating your guestbook…" : ""}
        </p>
      </div>
      <GuestbookPreview form={form} headingId={previewHeadingId} />
    </div>
  );
}
