"use client";
// 'Email me about new messages' on the manage page's details tab: each message (a burst of more than 3
// in 10 minutes folds into one summary), a daily summary, or off. A choice is saved the moment it is made;
// a failure puts the previous choice back and says why.
import { useId, useState } from "react";
import { AlertText } from "@/components/ui/AlertText";
import { messageOf } from "@/lib/client/api";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { THostNoteMode } from "@/lib/validation/guestbooks";
import { updateGuestbook } from "@/lib/client/guestbooks";
import formStyles from "./Form.module.css";
import styles from "./Manage.module.css";

const CHOICES: { mode: THostNoteMode; label: string; hint: string }[] = [
  { mode: "each", label: "For each message", hint: "More than 3 within 10 minutes come as one summary." },
  { mode: "daily", label: "A daily summary", hint: "One mail a day, when the day had messages." },
  { mode: "off", label: "Off", hint: "No mails; the Recordings tab still has every message." },
];

export function HostNotesCard({ guestbook, onSaved }: { guestbook: TGuestbookJson; onSaved: (guestbook: TGuestbookJson) => void }) {
  const [mode, setMode] = useState<THostNoteMode>(guestbook.hostNotes);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();

  async function choose(next: THostNoteMode) {
    const previous = mode;
    setMode(next);
    setSaving(true);
    setSaved(false);
    setError(null);
    try {
      onSaved(await updateGuestbook(guestbook.id, { hostNotes: next }));
      setSaved(true);
    } catch (failure) {
      setMode(previous);
      setError(messageOf(failure, "Your choice could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="card">
      <fieldset className={formStyles.fieldset} disabled={saving} aria-describedby={`${name}-status`}>
        <legend className={styles.sectionTitle}>Email me about new messages</legend>
        {CHOICES.map((choice) => (
          <label key={choice.mode} className={formStyles.choice}>
            <input type="radio" name={name} value={choice.mode} checked={mode === choice.mode} onChange={() => void choose(choice.mode)} />
            <span>
              {choice.label}
              <span className={styles.muted}> · {choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p id={`${name}-status`} className="hint" role="status">
        {saving ? "Saving…" : saved ? "Saved." : ""}
      </p>
      <AlertText message={error} />
    </div>
  );
}
