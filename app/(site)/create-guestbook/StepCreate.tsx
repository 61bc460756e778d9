"use client";
// Step 1: event type, expected guest count (tier), anonymous recordings, event date and name. The
// 'Step 2: Personalize' button looks disabled until all are set but stays focusable: pressing it early
// lists what is missing with the spec's alerts instead of doing nothing.
import Link from "next/link";
import { FieldError } from "@/components/ui/FieldError";
import { EVENT_TYPES, GUESTBOOK_NAME_MAX, type TEventType } from "@/lib/constants/guestbooks";
import { ChoiceGroup, YES_NO, yesNoValue } from "./ChoiceGroup";
import { EventDateField } from "./EventDateField";
import { TierCards } from "./TierCards";
import { withEventType, type TStepOneErrors, type TStepOneField, type TWizardDraft } from "./wizard-form";
import styles from "./wizard.module.css";
import { EVENT_TYPE_CUSTOM_MAX } from "@/lib/validation/guestbooks";
import { LanguageField } from "@/components/guestbooks/LanguageField";

type TProps = {
  form: TWizardDraft;
  onChange(update: (form: TWizardDraft) => TWizardDraft): void;
  onNameEdited(): void;
  /** What is still missing, in page order; shown once `showErrors`. */
  errors: TStepOneErrors;
  showErrors: boolean;
  blockingFreeName: string | null;
  onNext(): void;
};

export const fieldId = (field: TStepOneField) => `create-${field}`;

export function StepCreate({ form, onChange, onNameEdited, errors, showErrors, blockingFreeName, onNext }: TProps) {
  const shown = showErrors ? errors : {};
  const missing = Object.entries(errors) as [TStepOneField, string][];
  const nameErrorId = `${fieldId("guestbookName")}-error`;
  const customErrorId = `${fieldId("eventTypeCustom")}-error`;

  return (
    <>
      <ChoiceGroup<TEventType>
        id={fieldId("eventType")}
        name="eventType"
        legend="What is the event?"
        options={EVENT_TYPES.map((type) => ({ value: type, label: type }))}
        value={form.eventType ?? ""}
        onChange={(type) => onChange((current) => withEventType(current, type))}
        error={shown.eventType}
      >
        {form.eventType === "Other" ? (
          <div className="field">
            <label className="label" htmlFor={fieldId("eventTypeCustom")}>
              Custom event type
            </label>
            <input
              id={fieldId("eventTypeCustom")}
              className="input"
              maxLength={EVENT_TYPE_CUSTOM_MAX}
              value={form.eventTypeCustom}
              onChange={(event) => onChange((current) => ({ ...current, eventTypeCustom: event.target.value }))}
              aria-invalid={shown.eventTypeCustom ? true : undefined}
              aria-describedby={shown.eventTypeCustom ? customErrorId : undefined}
            />
            <FieldError id={customErrorId} error={shown.eventTypeCustom} />
          </div>
        ) : null}
      </ChoiceGroup>

      <TierCards
        id={fieldId("tierIdx")}
        value={form.tierIdx ?? null}
        onChange={(tierIdx) => onChange((current) => ({ ...current, tierIdx }))}
        blockingFreeName={blockingFreeName}
        error={shown.tierIdx}
      />

      <ChoiceGroup
        id={fieldId("allowAnonymous")}
        name="allowAnonymous"
        legend="Allow anonymous recordings?"
        options={YES_NO}
        value={yesNoValue(form.allowAnonymous)}
        onChange={(answer) => onChange((current) => ({ ...current, allowAnonymous: answer === "yes" }))}
        error={shown.allowAnonymous}
      />

      <LanguageField id="create-language" value={form.language} onChange={(language) => onChange((current) => ({ ...current, language }))} />

      <EventDateField
        id={fieldId("eventDate")}
        value={form.eventDate}
        onChange={(eventDate) => onChange((current) => ({ ...current, eventDate }))}
        error={shown.eventDate}
      />

      <div className="field">
        <label className="label" htmlFor={fieldId("guestbookName")}>
          Guestbook name
        </label>
        <input
          id={fieldId("guestbookName")}
          className="input"
          maxLength={GUESTBOOK_NAME_MAX}
          autoComplete="off"
          value={form.guestbookName}
          onChange={(event) => {
            onNameEdited();
            onChange((current) => ({ ...current, guestbookName: event.target.value }));
          }}
          aria-invalid={shown.guestbookName ? true : undefined}
          aria-describedby={shown.guestbookName ? nameErrorId : undefined}
        />
        <FieldError id={nameErrorId} error={shown.guestbookName} />
      </div>

      {showErrors && missing.length > 0 ? (
        <div role="alert" className={`alert alert-error ${styles.summary}`}>
          <ul>
            {missing.map(([field, message]) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(field))?.focus();
                  }}
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={styles.actions}>
        <button type="button" className="btn btn-primary btn-lg" aria-disabled={missing.length > 0} onClick={onNext}>
          Step 2: Personalize
        </button>
      </div>
      <p className={styles.footerLink}>
        Just one message? <Link href="/personal-message">Create an audio card instead</Link>
      </p>
    </>
  );
}
