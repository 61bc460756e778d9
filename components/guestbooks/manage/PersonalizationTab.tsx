"use client";
// The Personalization tab: the look and the recording rules of the guest page, each section with its
// Edit control, and the host's greeting (saved on its own, GreetingEditor). Save Changes is enabled only when something differs from the loaded guestbook, and
// only what differs is sent.
import { useId, useState, type ReactNode } from "react";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { TGuestbookUpdate } from "@/lib/validation/guestbooks";
import { ApiClientError } from "@/lib/client/api";
import { updateGuestbook } from "@/lib/client/guestbooks";
import { CoverField } from "@/components/guestbooks/CoverField";
import GreetingEditor from "@/components/guestbooks/GreetingEditor";
import { Spinner } from "@/components/ui/Spinner";
import { SwitchField } from "./fields";
import { OpenCloseDates } from "./OpenCloseDates";
import { ColourFields, LOOK_TEXTS, LookTextField } from "./LookFields";
import { PERSONALIZATION_FIELDS, type TFormErrors, type TGuestbookForm } from "./guestbook-form";
import { formatEventDate } from "@/lib/format/time";
import { useGuestbookDraft } from "./useGuestbookDraft";
import styles from "./Form.module.css";
import { VOICE_POLISH_HINT } from "@/lib/constants/guestbooks";

type TProps = { guestbook: TGuestbookJson; onSaved(guestbook: TGuestbookJson): void };
type TSectionKey = "title" | "subtitle" | "message" | "colours";

/** The switches of Recording Options, in page order. */
const recordingSwitches = (eventDate: string) =>
  [
    { field: "showOverlay", label: "Background overlay", hint: "Darkens the cover so the title stays readable." },
    { field: "allowRecordings", label: "Allow recordings", hint: "Turn off to stop guests from recording." },
    { field: "allowAnonymous", label: "Anonymous recordings", hint: "Guests may record without giving their name." },
    { field: "voicePolish", label: "Even out voices", hint: VOICE_POLISH_HINT },
    {
      field: "allow24HoursBeforeAfter",
      label: "Allow recordings 24 hours before and after",
      hint: `Opens the guestbook a day before ${formatEventDate(eventDate)} and keeps it open a day after.`,
    },
  ] as const;

const SECTION_FIELDS: Record<TSectionKey, readonly (keyof TGuestbookForm)[]> = {
  title: ["title"],
  subtitle: ["subtitle"],
  message: ["message"],
  colours: ["titleColor", "buttonColor", "buttonTextColor"],
};

function Section({
  title,
  summary,
  editing,
  onEdit,
  children,
}: {
  title: string;
  summary?: ReactNode;
  editing?: boolean;
  onEdit?(): void;
  children?: ReactNode;
}) {
  const bodyId = useId();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {onEdit ? (
          <button type="button" className="btn btn-outline btn-sm" aria-expanded={editing} aria-controls={bodyId} onClick={onEdit}>
            {editing ? "Done" : "Edit"}
            <span className="visually-hidden"> {title}</span>
          </button>
        ) : null}
      </div>
      {summary && !editing ? <div className={styles.summary}>{summary}</div> : null}
      <div id={bodyId} hidden={onEdit ? !editing : false} className={styles.sectionBody}>
        {children}
      </div>
    </section>
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span className={styles.swatchSummary}>
      <span className={styles.swatchDot} style={{ background: color }} aria-hidden="true" />
      {label}: {color}
    </span>
  );
}

export default function PersonalizationTab({ guestbook, onSaved }: TProps) {
  const [editing, setEditing] = useState<ReadonlySet<TSectionKey>>(new Set());
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const model = useGuestbookDraft(guestbook, PERSONALIZATION_FIELDS, { onEdit: () => setNotice(null) });
  const { draft, errors, dirty, today } = model;

  function toggleSection(key: TSectionKey) {
    setEditing((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  function showErrors(found: TFormErrors) {
    // Open every section holding an error so the message can be seen.
    const withErrors = (Object.keys(SECTION_FIELDS) as TSectionKey[]).filter((key) => SECTION_FIELDS[key].some((field) => found[field]));
    setEditing((current) => new Set([...current, ...withErrors]));
    setNotice({ kind: "error", text: "Please correct the highlighted fields." });
  }

  async function save(changes: TGuestbookUpdate) {
    setSaving(true);
    setNotice(null);
    try {
      const saved = await updateGuestbook(guestbook.id, changes);
      onSaved(saved);
      setEditing(new Set());
      setNotice({ kind: "success", text: "Changes saved successfully!" });
    } catch (error) {
      const reason = error instanceof ApiClientError ? error.serverMessage : null;
      setNotice({ kind: "error", text: reason ? `Failed to save changes: ${reason}` : "Failed to save changes" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void model.submit(save, showErrors)(event)}>
      <Section title="Cover Image">
        <CoverField value={draft} onChange={model.setCover} />
      </Section>

      {LOOK_TEXTS.map((text) => (
        <Section
          key={text.key}
          title={text.heading}
          summary={<p>{draft[text.show] ? draft[text.key] || text.empty : "Hidden"}</p>}
          editing={editing.has(text.key)}
          onEdit={() => toggleSection(text.key)}
        >
          <LookTextField text={text} model={model} />
        </Section>
      ))}

      <div className={styles.section}>
        <GreetingEditor guestbookId={guestbook.id} />
      </div>

      <Section
        title="Colours"
        summary={
          <p className={styles.swatches}>
            <Swatch color={draft.titleColor} label="Title" />
            <Swatch color={draft.buttonColor} label="Button" />
            <Swatch color={draft.buttonTextColor} label="Button text" />
          </p>
        }
        editing={editing.has("colours")}
        onEdit={() => toggleSection("colours")}
      >
        <ColourFields model={model} />
      </Section>

      <Section title="Recording Options">
        {recordingSwitches(guestbook.eventDate).map(({ field, label, hint }) => (
          <SwitchField key={field} label={label} hint={hint} {...model.toggle(field)} />
        ))}
      </Section>

      <Section title="Open and Close Dates">
        <OpenCloseDates value={draft} onChange={model.set} available={guestbook.openCloseDates} min={today} errors={errors} />
      </Section>

      <div className={`${styles.saveBar} ${dirty || notice ? styles.saveBarPending : ""}`}>
        <div className={styles.saveNotices}>
          <div role="status">{notice?.kind === "success" ? <p className="success-text">{notice.text}</p> : null}</div>
          <div role="alert">{notice?.kind === "error" ? <p className="error-text">{notice.text}</p> : null}</div>
          {saving ? (
            <p className={styles.saving} role="status">
              <Spinner /> Saving…
            </p>
          ) : null}
        </div>
        <div className={styles.buttons}>
          {dirty ? (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={saving}
              onClick={() => {
                model.discard();
                setNotice(null);
              }}
            >
              Discard Changes
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={!dirty || saving}>
            Save Changes
          </button>
        </div>
      </div>
    </form>
  );
}
