"use client";
// Step 3's editable details (spec 001): Name, Event Type, Event Date and Max Recording Length, saved
// through updateGuestbook (lib/client/guestbooks.ts) with the edit page's schema (ZGuestbookUpdate); only what changed is
// sent. The tier changes through Upgrade beside it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { updateGuestbook, type TCreatedGuestbook } from "@/lib/client/guestbooks";
import { localToday } from "@/components/guestbooks/manage/guestbook-form";
import { Spinner } from "@/components/ui/Spinner";
import { ApiClientError } from "@/lib/client/api";
import { GUESTBOOK_NAME_MAX, RECORDING_DURATION_OPTIONS } from "@/lib/constants/guestbooks";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { guestbookTier } from "@/lib/pricing/plans";
import { EVENT_TYPE_CUSTOM_MAX, GUESTBOOK_ERRORS, ZGuestbookUpdate, type TGuestbookUpdate } from "@/lib/validation/guestbooks";
import styles from "./share.module.css";
import { EventTypeOptions } from "@/components/guestbooks/EventTypeOptions";

const update = ZGuestbookUpdate.shape;
const ZStepThreeDetails = z
  .object({
    guestbookName: update.guestbookName.unwrap(),
    eventType: update.eventType.unwrap(),
    eventTypeCustom: z.string().trim().max(60, "Event type must be at most 60 characters."),
    eventDate: update.eventDate.unwrap(),
    maxRecordingDuration: update.maxRecordingDuration.unwrap(),
  })
  .refine((value) => value.eventType !== "Other" || value.eventTypeCustom !== "", { path: ["eventTypeCustom"], message: GUESTBOOK_ERRORS.customEventType });
type TStepThreeDetails = z.input<typeof ZStepThreeDetails>;

type TProps = { guestbook: TCreatedGuestbook; onSaved(guestbook: TGuestbookJson): void; onCancel(): void };

export function DetailsEditor({ guestbook, onSaved, onCancel }: TProps) {
  const original: TStepThreeDetails = {
    guestbookName: guestbook.name,
    eventType: guestbook.eventType as TStepThreeDetails["eventType"],
    eventTypeCustom: guestbook.eventTypeCustom ?? "",
    eventDate: guestbook.eventDate,
    maxRecordingDuration: guestbook.maxRecordingDuration,
  };
  const { register, handleSubmit, control, setError, formState } = useForm<TStepThreeDetails>({
    defaultValues: original,
    resolver: zodResolver(ZStepThreeDetails),
  });
  const eventType = useWatch({ control, name: "eventType" });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = formState;
  const maxSeconds = guestbookTier(guestbook.tierIdx).maxRecordingSeconds;
  const durations = RECORDING_DURATION_OPTIONS.filter((seconds) => seconds <= maxSeconds || seconds === guestbook.maxRecordingDuration);

  async function save(values: TStepThreeDetails) {
    if (values.eventDate !== original.eventDate && values.eventDate < localToday()) {
      return setError("eventDate", { message: GUESTBOOK_ERRORS.eventDatePast }, { shouldFocus: true });
    }
    const changes: TGuestbookUpdate = {};
    if (values.guestbookName.trim() !== original.guestbookName) changes.guestbookName = values.guestbookName.trim();
    if (values.eventType !== original.eventType || values.eventTypeCustom.trim() !== original.eventTypeCustom) {
      changes.eventType = values.eventType;
      if (values.eventType === "Other") changes.eventTypeCustom = values.eventTypeCustom.trim();
    }
    if (values.eventDate !== original.eventDate) changes.eventDate = values.eventDate;
    if (Number(values.maxRecordingDuration) !== original.maxRecordingDuration) changes.maxRecordingDuration = Number(values.maxRecordingDuration);
    if (Object.keys(changes).length === 0) return onCancel();
    setFailure(null);
    try {
      onSaved(await updateGuestbook(guestbook.id, changes));
    } catch (error) {
      const reason = error instanceof ApiClientError ? error.serverMessage : null;
      setFailure(reason ?? "Failed to update guestbook");
    }
  }

  const field = (name: keyof TStepThreeDetails) => ({
    id: `step3-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `step3-${name}-error` : undefined,
  });
  const error = (name: keyof TStepThreeDetails) =>
    errors[name]?.message ? (
      <p id={`step3-${name}-error`} className="error-text">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <form className={styles.editor} noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <div className="field">
        <label className="label" htmlFor="step3-guestbookName">
          Name
        </label>
        <input className="input" maxLength={GUESTBOOK_NAME_MAX} {...field("guestbookName")} {...register("guestbookName")} />
        {error("guestbookName")}
      </div>
      <div className="field">
        <label className="label" htmlFor="step3-eventType">
          Event Type
        </label>
        <select className="input" {...field("eventType")} {...register("eventType")}>
          <EventTypeOptions />
        </select>
      </div>
      {eventType === "Other" ? (
        <div className="field">
          <label className="label" htmlFor="step3-eventTypeCustom">
            Custom event type
          </label>
          <input className="input" maxLength={EVENT_TYPE_CUSTOM_MAX} {...field("eventTypeCustom")} {...register("eventTypeCustom")} />
          {error("eventTypeCustom")}
        </div>
      ) : null}
      <div className="field">
        <label className="label" htmlFor="step3-eventDate">
          Event Date
        </label>
        <input type="date" className="input" min={localToday()} {...field("eventDate")} {...register("eventDate")} />
        {error("eventDate")}
      </div>
      <div className="field">
        <label className="label" htmlFor="step3-maxRecordingDuration">
          Max Recording Length
        </label>
        <select className="input" {...field("maxRecordingDuration")} {...register("maxRecordingDuration", { valueAsNumber: true })}>
          {durations.map((seconds) => (
            <option key={seconds} value={seconds}>
              {`${seconds} seconds`}
            </option>
          ))}
        </select>
      </div>
      <div role="status">
        {isSubmitting ? (
          <p className={styles.saving}>
            <Spinner /> Saving…
          </p>
        ) : null}
      </div>
      <div role="alert">{failure ? <p className="error-text">{failure}</p> : null}</div>
      <div className={styles.editorButtons}>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          Save Details
        </button>
      </div>
    </form>
  );
}
