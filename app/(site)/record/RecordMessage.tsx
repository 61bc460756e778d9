"use client";
// /record: Record → Listen (title, name, email) → Share. The take is kept on the device until the server
// confirms it (useTakeUpload), and a take that never arrived is offered again when the page reopens.
import Link from "next/link";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import Recorder from "@/components/recorder/Recorder";
import UploadStatus from "@/components/recorder/UploadStatus";
import { useTakeUpload } from "@/components/recorder/useTakeUpload";
import type { TTake } from "@/components/recorder/useRecorder";
import { ShareLink } from "@/components/share/ShareLink";
import { StepIndicator } from "@/components/ui/StepIndicator";
import { TextField } from "@/components/ui/TextField";
import { DEFAULT_MESSAGE_TITLE } from "@/lib/constants/messages";
import { QR_RECORD_PAGE_SIZE } from "@/lib/qr/settings";
import type { TPublicMessage } from "@/lib/messages/public-message";
import styles from "./record.module.css";
import { getMessage, QUICK_MESSAGE_ENDPOINT } from "@/lib/client/messages";
import { EMAIL_MAX } from "@/lib/validation/auth";
import { MESSAGE_TITLE_MAX } from "@/lib/validation/messages";
import { UPLOADER_NAME_MAX } from "@/lib/validation/upload-fields";

type TSaved = { id: string; title?: string; name?: string };

/** The share path, with ?title= and ?name= only when the sender gave them. */
function sharePath(saved: TSaved): string {
  const query = new URLSearchParams();
  if (saved.title && saved.title !== DEFAULT_MESSAGE_TITLE) query.set("title", saved.title);
  if (saved.name) query.set("name", saved.name);
  const search = query.toString();
  return `/message/${saved.id}${search ? `?${search}` : ""}`;
}

export function RecordMessage({ maxDurationSeconds }: { maxDurationSeconds: number }) {
  const t = useTranslations("record");
  const shared = useTranslations("shared");
  const optional = (label: string) => (
    <>
      {label} <span className={styles.optional}>{t("optional")}</span>
    </>
  );
  const formId = useId();
  // The form's fields are all optional: their id and label.
  const optionalField = (key: string, label: string, maxLength: number) => ({ id: `${formId}-${key}`, label: optional(label), maxLength });
  const [take, setTake] = useState<TTake | null>(null);
  const [title, setTitle] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<TSaved | null>(null);
  const [message, setMessage] = useState<TPublicMessage | null>(null);
  const upload = useTakeUpload({
    endpoint: QUICK_MESSAGE_ENDPOINT,
    onUploaded: ({ id, fields }) => setSaved({ id, title: fields.title, name: fields.name }),
  });

  useEffect(() => {
    if (!saved) return;
    let cancelled = false;
    getMessage(saved.id)
      .then((loaded) => !cancelled && setMessage(loaded))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [saved]);

  const step = saved ? 2 : take ? 1 : 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!take) {
      setFormError(t("noAudio"));
      return;
    }
    setFormError(null);
    const fields: Record<string, string> = { title: title.trim() || DEFAULT_MESSAGE_TITLE };
    if (name.trim()) fields.name = name.trim();
    if (email.trim()) fields.email = email.trim();
    await upload.send({ take, fields });
  }

  function startOver() {
    setTake(null);
    setTitle("");
    setName("");
    setEmail("");
    setSaved(null);
    setMessage(null);
    upload.reset();
  }

  return (
    <div className={styles.flow}>
      <StepIndicator labels={[t("stepRecord"), t("stepListen"), t("stepShare")]} label={t("steps")} current={step} classes={styles} />

      {saved ? (
        <section className={`card ${styles.panel}`} aria-labelledby="saved-heading">
          <h2 id="saved-heading" className={styles.panelTitle} tabIndex={-1}>
            {t("saved")}
          </h2>
          {message ? <MessagePlayer message={message} label={t("savedLabel")} compact /> : <p role="status">{t("loading")}</p>}
          <ShareLink
            url={`${window.location.origin}${sharePath(saved)}`}
            qrText={shared("qr.listenText")}
            qrSize={QR_RECORD_PAGE_SIZE}
            qrFileName="echobook-message-qr"
          >
            <Link className="btn btn-secondary" href={sharePath(saved)}>
              {t("preview")}
            </Link>
          </ShareLink>
          <button type="button" className="btn btn-ghost" onClick={startOver}>
            {t("another")}
          </button>
        </section>
      ) : (
        <section className={`card ${styles.panel}`} aria-label={take ? t("listenAndSave") : t("recordPanel")}>
          <Recorder
            maxDurationSeconds={maxDurationSeconds}
            onTake={(next) => {
              setTake(next);
              setFormError(null);
            }}
            onReset={() => {
              // Spec 000: Re-record clears everything, the title, name and email too.
              setTake(null);
              setTitle("");
              setName("");
              setEmail("");
              setFormError(null);
              upload.reset();
            }}
            disabled={upload.busy}
          />
          {take ? (
            <form id={formId} className={styles.form} onSubmit={save} noValidate={false}>
              <TextField
                {...optionalField("title", t("titleField"), MESSAGE_TITLE_MAX)}
                value={title}
                onChange={setTitle}
                input={{ placeholder: t("titlePlaceholder") }}
              />
              <TextField {...optionalField("name", t("yourName"), UPLOADER_NAME_MAX)} value={name} onChange={setName} input={{ autoComplete: "name" }} />
              <TextField
                {...optionalField("email", t("yourEmail"), EMAIL_MAX)}
                value={email}
                onChange={setEmail}
                input={{ type: "email", autoComplete: "email" }}
              />
              {formError ? (
                <p role="alert" className="error-text">
                  {formError}
                </p>
              ) : null}
              <button type="submit" className="btn btn-primary" disabled={upload.busy}>
                {upload.busy ? t("saving") : t("save")}
              </button>
            </form>
          ) : null}
          <UploadStatus upload={upload} />
        </section>
      )}
    </div>
  );
}
