"use client";
// Step 2's three collapsible sections (spec 001): style the top (cover, overlay, title, title colour),
// style the bottom (message title and text, button colours) and additional options.
import type { ReactNode } from "react";
import { CoverField } from "@/components/guestbooks/CoverField";
import { TextField } from "@/components/guestbooks/manage/fields";
import type { TWizardDraft } from "./wizard-form";
import styles from "./personalize.module.css";

type TProps = { form: TWizardDraft; onChange(update: (form: TWizardDraft) => TWizardDraft): void; findingCover: boolean };

function Section({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className={styles.section} open={open}>
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

function ColorField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(value: string): void }) {
  return (
    <div className={styles.colorField}>
      <input id={id} type="color" className={styles.swatch} value={value} onChange={(event) => onChange(event.target.value)} />
      <label className="label" htmlFor={id}>
        {label} <span className={styles.hex}>{value.toUpperCase()}</span>
      </label>
    </div>
  );
}

function Toggle({ id, label, hint, checked, onChange }: { id: string; label: string; hint?: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <div className={styles.toggle}>
      <input id={id} type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={`hint ${styles.toggleHint}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function PersonalizeSections({ form, onChange, findingCover }: TProps) {
  const set = <K extends keyof TWizardDraft>(key: K) => (value: TWizardDraft[K]) => onChange((current) => ({ ...current, [key]: value }));
  return (
    <div className={styles.sections}>
      <Section title="1. Style the top" open>
        <CoverField value={form} onChange={(cover) => onChange((current) => ({ ...current, ...cover }))} finding={findingCover} compact />
        <Toggle id="personalize-overlay" label="Darken the cover (overlay)" hint="Makes the title easier to read on a bright photo." checked={form.showOverlay} onChange={set("showOverlay")} />
        <TextField id="personalize-title" label="Title" maxLength={120} value={form.title} onChange={set("title")} />
        <ColorField id="personalize-title-color" label="Title colour" value={form.titleColor} onChange={set("titleColor")} />
      </Section>
      <Section title="2. Style the bottom">
        <TextField id="personalize-subtitle" label="Message title" maxLength={200} value={form.subtitle} onChange={set("subtitle")} />
        <TextField id="personalize-message" label="Message text" maxLength={1000} multiline value={form.message} onChange={set("message")} />
        <ColorField id="personalize-button-color" label="Button colour" value={form.buttonColor} onChange={set("buttonColor")} />
        <ColorField id="personalize-button-text-color" label="Button text colour" value={form.buttonTextColor} onChange={set("buttonTextColor")} />
      </Section>
      <Section title="3. Additional options">
        <Toggle
          id="personalize-24h"
          label="Allow recordings 24 hours before and after"
          hint="Guests can record from the day before the event until the day after."
          checked={form.allow24HoursBeforeAfter}
          onChange={set("allow24HoursBeforeAfter")}
        />
      </Section>
    </div>
  );
}
