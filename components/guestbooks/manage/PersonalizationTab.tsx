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
import { TextField } from "@/components/ui/TextField";
import { ColourField } from "@/components/colors/ColourPalette";
import { SwitchField } from "./fields";
import { OpenCloseDates } from "./OpenCloseDates";
import { PERSONALIZATION_FIELDS, type TFormErrors, type TGuestbookForm } from "./guestbook-form";
import { formatEventDate } from "./format";
import { useGuestbookDraft } from "./useGuestbookDraft";
import styles from "./Form.module.css";

type TProps = { guestbook: TGuestbookJson; onSaved(guestbook: TGuestbookJson): void };
type TSectionKey = "title" | "subtitle" | "message" | "colours";

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
  const model = useGuestbookDraft(guestbook, PERSONALIZATION_FIELDS);
  const { draft, errors, dirty, today } = model;
  const [editing, setEditing] = useState<ReadonlySet<TSectionKey>>(new Set());
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  function set<K extends keyof TGuestbookForm>(field: K, value: TGuestbookForm[K]) {
    model.set(field, value);
    setNotice(null);
  }

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
        <CoverField
          value={draft}
          onChange={(cover) => {
            model.setCover(cover);
            setNotice(null);
          }}
        />
      </Section>

      <Section
        title="Banner Title"
        summary={<p>{draft.showTitle ? draft.title || "(no title)" : "Hidden"}</p>}
        editing={editing.has("title")}
        onEdit={() => toggleSection("title")}
      >
        <TextField label="Title" value={draft.title} maxLength={120} onChange={(value) => set("title", value)} error={errors.title} />
        <SwitchField label="Show the title" checked={draft.showTitle} onChange={(value) => set("showTitle", value)} />
      </Section>

      <Section
        title="Subtext"
        summary={<p>{draft.showSubtext ? draft.subtitle || "(no subtext)" : "Hidden"}</p>}
        editing={editing.has("subtitle")}
        onEdit={() => toggleSection("subtitle")}
      >
        <TextField label="Subtext" value={draft.subtitle} maxLength={200} onChange={(value) => set("subtitle", value)} error={errors.subtitle} />
        <SwitchField label="Show the subtext" checked={draft.showSubtext} onChange={(value) => set("showSubtext", value)} />
      </Section>

      <Section
        title="Message"
        summary={<p>{draft.showMessage ? draft.message || "(no message)" : "Hidden"}</p>}
        editing={editing.has("message")}
        onEdit={() => toggleSection("message")}
      >
        <TextField label="Message" value={draft.message} maxLength={1000} multiline onChange={(value) => set("message", value)} error={errors.message} />
        <SwitchField label="Show the message" checked={draft.showMessage} onChange={(value) => set("showMessage", value)} />
      </Section>

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
        <ColourField label="Title colour" value={draft.titleColor} onChange={(value) => set("titleColor", value)} error={errors.titleColor} />
        <ColourField label="Button colour" value={draft.buttonColor} onChange={(value) => set("buttonColor", value)} error={errors.buttonColor} />
        <ColourField
          label="Button text colour"
          value={draft.buttonTextColor}
          onChange={(value) => set("buttonTextColor", value)}
          error={errors.buttonTextColor}
        />
      </Section>

      <Section title="Recording Options">
        <SwitchField
          label="Background overlay"
          hint="Darkens the cover so the title stays readable."
          checked={draft.showOverlay}
          onChange={(value) => set("showOverlay", value)}
        />
        <SwitchField
          label="Allow recordings"
          hint="Turn off to stop guests from recording."
          checked={draft.allowRecordings}
          onChange={(value) => set("allowRecordings", value)}
        />
        <SwitchField
          label="Anonymous recordings"
          hint="Guests may record without giving their name."
          checked={draft.allowAnonymous}
          onChange={(value) => set("allowAnonymous", value)}
        />
        <SwitchField
          label="Allow recordings 24 hours before and after"
          hint={`Opens the guestbook a day before ${formatEventDate(guestbook.eventDate)} and keeps it open a day after.`}
          checked={draft.allow24HoursBeforeAfter}
          onChange={(value) => set("allow24HoursBeforeAfter", value)}
        />
      </Section>

      <Section title="Open and Close Dates">
        <OpenCloseDates value={draft} onChange={set} available={guestbook.openCloseDates} min={today} errors={errors} />
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
