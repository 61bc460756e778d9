"use client";
// The guest's step 3 on /live-guestbook/{id} (name and email, Save or Back), in a chunk of its own: GuestFlow
// fetches it once there is a take to save, so the page's first load carries only the recorder. The
// fields' values stay in GuestFlow, so Back and Continue keep what was typed.
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { TextField } from "@/components/ui/TextField";
import styles from "./GuestFlow.module.css";
import { guestDetailsShown, type TGuestDetails } from "./guest-details";
import { EMAIL_MAX } from "@/lib/validation/auth";
import { UPLOADER_NAME_MAX } from "@/lib/validation/upload-fields";

type TProps = {
  formId: string;
  asksName: boolean;
  asksEmail: boolean;
  allowAnonymous: boolean;
  canSave: boolean;
  busy: boolean;
  details: TGuestDetails;
  onChange: (change: Partial<TGuestDetails>) => void;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
};

export default function GuestDetailsForm({
  formId,
  asksName,
  asksEmail,
  allowAnonymous,
  canSave,
  busy,
  details: { anonymous, name, email },
  onChange,
  onSubmit,
  onBack,
}: TProps) {
  const t = useTranslations("guest");
  const showFields = guestDetailsShown(asksName, anonymous);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaces the Continue button that was pressed: focus starts on its heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} ref={headingRef} className={styles.panelTitle} tabIndex={-1}>
        {asksName ? t("detailsTitle") : t("saveTitle")}
      </h2>
      {allowAnonymous && asksName && (
        <div className={styles.checkbox}>
          <input id={`${formId}-anonymous`} type="checkbox" checked={anonymous} onChange={(event) => onChange({ anonymous: event.target.checked })} />
          <label htmlFor={`${formId}-anonymous`}>{t("stayAnonymous")}</label>
        </div>
      )}
      {showFields && (
        <div className="field">
          <label className="label" htmlFor={`${formId}-name`}>
            {t("yourName")}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`${formId}-name`}
            className="input"
            value={name}
            maxLength={UPLOADER_NAME_MAX}
            autoComplete="name"
            required
            aria-describedby={`${formId}-name-hint`}
            onChange={(event) => onChange({ name: event.target.value })}
          />
          <p id={`${formId}-name-hint`} className="hint">
            {t("nameHint")}
          </p>
        </div>
      )}
      {showFields && asksEmail && (
        <TextField
          id={`${formId}-email`}
          label={
            <>
              {t("yourEmail")} <span className={styles.optional}>{t("optional")}</span>
            </>
          }
          input={{ type: "email", autoComplete: "email" }}
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(email) => onChange({ email })}
        />
      )}
      {anonymous && <p className="hint">{t("anonymousHint")}</p>}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={!canSave || busy}>
        {busy ? t("saving") : t("save")}
      </button>
      <button type="button" className="btn btn-outline btn-block" disabled={busy} onClick={onBack}>
        {t("back")}
      </button>
    </form>
  );
}
