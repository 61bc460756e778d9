"use client";
// The edit form: details, guest rules and the look of the guest page. Only changed fields are sent;
// the event date is locked once recordings exist, and the recording length offers only what the tier
// allows. Saving says so and returns to the dashboard.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { updateGuestbook } from "@/lib/client/guestbooks";
import { ApiClientError } from "@/lib/client/api";
import { EDIT_LOGIN_REQUIRED, EVENT_DATE_LOCKED } from "@/components/guestbooks/manage/constants";
import { CoverField } from "@/components/guestbooks/CoverField";
import { SwitchField } from "@/components/guestbooks/manage/fields";
import { SelectField } from "@/components/ui/SelectField";
import { LanguageField } from "@/components/guestbooks/LanguageField";
import { TimeZoneField } from "@/components/guestbooks/TimeZoneField";
import { TextField } from "@/components/ui/TextField";
import { EDIT_FIELDS, hasChanges, type TFormErrors } from "@/components/guestbooks/manage/guestbook-form";
import LoadState from "@/components/guestbooks/manage/LoadState";
import { Spinner } from "@/components/ui/Spinner";
import { useGuestbook } from "@/components/guestbooks/manage/useGuestbook";
import { useGuestbookDraft } from "@/components/guestbooks/manage/useGuestbookDraft";
import formStyles from "@/components/guestbooks/manage/Form.module.css";
import styles from "@/components/guestbooks/manage/Manage.module.css";
import {
  GUEST_INFO_OPTIONS,
  GUESTBOOK_NAME_MAX,
  RECORDING_DURATION_OPTIONS,
  type TGuestInfo,
  MODERATION_CHOICES,
  MODERATION_HINT,
  MODERATION_LABEL,
  VOICE_POLISH_HINT,
} from "@/lib/constants/guestbooks";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { EVENT_TYPE_CUSTOM_MAX, MODERATION_MODES, type TGuestbookUpdate } from "@/lib/validation/guestbooks";
import { guestbookLimits } from "@/lib/guestbooks/tier-limits";
import { OpenCloseDates } from "@/components/guestbooks/manage/OpenCloseDates";
import { ColourFields, LOOK_TEXTS, LookTextField } from "@/components/guestbooks/manage/LookFields";
import { TierField } from "./TierField";
import { EventTypeOptions } from "@/components/guestbooks/EventTypeOptions";

const GUEST_INFO_LABELS: Record<TGuestInfo, string> = {
  none: "Don't ask guests for their details",
  name: "Ask for the guest's name",
  name_email: "Ask for the guest's name and email (email optional)",
};
const REDIRECT_DELAY_MS = 1200;

function durationLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export default function EditGuestbook({ id, initialGuestbook, isOwner }: { id: string; initialGuestbook: TGuestbookJson; isOwner: boolean }) {
  const { load, reload } = useGuestbook(id, initialGuestbook);
  if (load.status !== "ready") return <LoadState load={load} onRetry={reload} />;
  return <EditForm guestbook={load.guestbook} isOwner={isOwner} />;
}

function EditForm({ guestbook, isOwner }: { guestbook: TGuestbookJson; isOwner: boolean }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const model = useGuestbookDraft(guestbook, EDIT_FIELDS);
  const { draft, errors, today, set } = model;
  const [state, setState] = useState<{ status: "idle" | "saving" | "saved" } | { status: "failed"; message: string }>({ status: "idle" });
  const maxSeconds = guestbookLimits(guestbook).maxRecordingSeconds;
  const durations = RECORDING_DURATION_OPTIONS.filter((seconds) => seconds <= maxSeconds || seconds === guestbook.maxRecordingDuration);

  function showErrors(found: TFormErrors) {
    setState({ status: "failed", message: Object.values(found)[0] ?? "Failed to update guestbook" });
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(changes: TGuestbookUpdate) {
    if (!hasChanges(changes)) return router.push("/dashboard");
    setState({ status: "saving" });
    try {
      await updateGuestbook(guestbook.id, changes);
      setState({ status: "saved" });
      setTimeout(() => router.push("/dashboard"), REDIRECT_DELAY_MS);
    } catch (error) {
      const reason = error instanceof ApiClientError ? (error.code === "UNAUTHORIZED" ? EDIT_LOGIN_REQUIRED : error.serverMessage) : null;
      setState({ status: "failed", message: reason ?? "Failed to update guestbook" });
    }
  }

  const busy = state.status === "saving" || state.status === "saved";
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <Link href={`/manage-guestbook/${guestbook.id}`} className={`btn btn-ghost btn-sm ${styles.back}`}>
          <span aria-hidden="true">←</span> Back to Guestbook
        </Link>
        <h1 className={styles.title}>Edit Guestbook</h1>
        <p className={styles.muted}>{guestbook.name}</p>
      </header>

      <form ref={formRef} className={formStyles.form} noValidate onSubmit={(event) => void model.submit(submit, showErrors)(event)}>
        <section className={formStyles.section} aria-labelledby="edit-details">
          <h2 id="edit-details" className={formStyles.sectionTitle}>
            Details
          </h2>
          <TextField id="edit-name" label="Guestbook name" required maxLength={GUESTBOOK_NAME_MAX} {...model.text("guestbookName")} />
          <div className={formStyles.grid2}>
            <div className="field">
              <label className="label" htmlFor="edit-event-type">
                Event type
              </label>
              <select id="edit-event-type" className="input" value={draft.eventType} onChange={(event) => set("eventType", event.currentTarget.value)}>
                <EventTypeOptions />
              </select>
            </div>
            <div className="field">
              <label className="label" htmlFor="edit-event-date">
                Event date
                <span className="required" aria-hidden="true">
                  *
                </span>
              </label>
              <input
                id="edit-event-date"
                type="date"
                className="input"
                value={draft.eventDate}
                min={guestbook.eventDateLocked ? undefined : today}
                disabled={guestbook.eventDateLocked}
                aria-required="true"
                aria-invalid={errors.eventDate ? true : undefined}
                aria-describedby={errors.eventDate ? "edit-event-date-error" : guestbook.eventDateLocked ? "edit-event-date-locked" : undefined}
                onChange={(event) => set("eventDate", event.currentTarget.value)}
              />
              {errors.eventDate ? (
                <p id="edit-event-date-error" className="error-text">
                  {errors.eventDate}
                </p>
              ) : null}
              {guestbook.eventDateLocked ? (
                <p id="edit-event-date-locked" className="hint">
                  {EVENT_DATE_LOCKED}
                </p>
              ) : null}
            </div>
          </div>
          {draft.eventType === "Other" ? (
            <TextField id="edit-event-custom" label="Custom event type" required maxLength={EVENT_TYPE_CUSTOM_MAX} {...model.text("eventTypeCustom")} />
          ) : null}
          <TierField guestbook={guestbook} isOwner={isOwner} />
        </section>

        <section className={formStyles.section} aria-labelledby="edit-guests">
          <h2 id="edit-guests" className={formStyles.sectionTitle}>
            Guests and Recordings
          </h2>
          <fieldset className={formStyles.fieldset}>
            <legend>Guest details</legend>
            {GUEST_INFO_OPTIONS.map((option) => (
              <label key={option} className={formStyles.choice}>
                <input type="radio" name="guestInfo" value={option} checked={draft.guestInfo === option} onChange={() => set("guestInfo", option)} />
                {GUEST_INFO_LABELS[option]}
              </label>
            ))}
          </fieldset>
          <SwitchField label="Allow anonymous recordings" hint="Guests may record without giving their name." {...model.toggle("allowAnonymous")} />
          <SwitchField label="Even out voices" hint={VOICE_POLISH_HINT} {...model.toggle("voicePolish")} />
          <fieldset className={formStyles.fieldset}>
            <legend>{MODERATION_LABEL}</legend>
            <p className="hint">{MODERATION_HINT}</p>
            {MODERATION_MODES.map((mode) => (
              <label key={mode} className={formStyles.choice}>
                <input type="radio" name="moderation" value={mode} checked={draft.moderation === mode} onChange={() => set("moderation", mode)} />
                {MODERATION_CHOICES[mode]}
              </label>
            ))}
          </fieldset>
          <LanguageField id="edit-language" value={draft.language} onChange={(language) => set("language", language)} />
          <TimeZoneField id="edit-time-zone" value={draft.timeZone} onChange={(timeZone) => set("timeZone", timeZone)} />
          <SwitchField label="Allow recordings 24 hours before and after the event day" {...model.toggle("allow24HoursBeforeAfter")} />
          <SelectField
            id="edit-duration"
            label="Maximum recording length"
            value={String(draft.maxRecordingDuration)}
            options={durations.map(String)}
            labels={Object.fromEntries(durations.map((seconds) => [seconds, durationLabel(seconds)]))}
            hint={`The ${guestbook.tierName} tier allows recordings of up to ${durationLabel(maxSeconds)}.`}
            onChange={(value) => set("maxRecordingDuration", Number(value))}
          />
        </section>

        <section className={formStyles.section} aria-labelledby="edit-dates">
          <h2 id="edit-dates" className={formStyles.sectionTitle}>
            Open and Close Dates
          </h2>
          <OpenCloseDates value={draft} onChange={set} available={guestbook.openCloseDates} min={today} errors={errors} />
        </section>

        <section className={formStyles.section} aria-labelledby="edit-look">
          <h2 id="edit-look" className={formStyles.sectionTitle}>
            Look of the Guest Page
          </h2>
          <CoverField value={draft} onChange={model.setCover} />
          {LOOK_TEXTS.map((text) => (
            <LookTextField key={text.key} text={text} model={model} />
          ))}
          <div className={formStyles.grid2}>
            <ColourFields model={model} />
          </div>
        </section>

        <div className={formStyles.saveBar}>
          <div className={formStyles.saveNotices}>
            <div role="status">
              {state.status === "saving" ? (
                <p className={formStyles.saving}>
                  <Spinner /> Saving…
                </p>
              ) : null}
              {state.status === "saved" ? <p className="success-text">Guestbook updated successfully!</p> : null}
            </div>
            <div role="alert">{state.status === "failed" ? <p className="error-text">{state.message}</p> : null}</div>
          </div>
          <div className={formStyles.buttons}>
            <Link href={`/manage-guestbook/${guestbook.id}`} className="btn btn-ghost">
              Cancel
            </Link>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Save Changes
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
