"use client";
// The Settings tab (spec 002, 'Personalization Settings'): the cover through the image chooser, title,
// subtitle and message, the four colours, Yes/No for the overlay, downloads and Forever Hosting, a live
// preview drawn by the shared CardView, and the Forever Hosting purchase.
import { useId, useState } from "react";
import { useController, useWatch, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import CardView from "@/components/cards/CardView";
import { ColourField } from "@/components/colors/ColourPalette";
import { ImageChooserModal } from "@/components/image-chooser/ImageChooserModal";
import { SelectField } from "@/components/ui/SelectField";
import { cardLookOf } from "@/lib/validation/cards";
import type { TManageCardForm, TManagedCard, ZManageCardForm } from "./card-form";
import { ForeverHosting } from "./ForeverHosting";
import type { TCardKind } from "./kinds";
import styles from "./Manage.module.css";

type TForm = UseFormReturn<z.input<typeof ZManageCardForm>, unknown, TManageCardForm>;

type TProps<C extends TManagedCard> = {
  kind: TCardKind<C>;
  card: C;
  form: TForm;
  email: string;
};

const YES_NO = ["yes", "no"] as const;
const YES_NO_LABELS = { yes: "Yes", no: "No" } as const;
const COLOURS = [
  ["titleColor", "Title Color"],
  ["buttonColor", "Button Color"],
  ["subtitleColor", "Subtitle Color"],
  ["buttonTextColor", "Button Text Color"],
] as const;
const SWITCHES = [
  ["showOverlay", "Background Overlay"],
  ["allowDownload", "Allow Download"],
  ["foreverHostingEnabled", "Forever Hosting"],
] as const;
type TSettingProps<TField> = { control: TForm["control"]; field: TField; label: string };

function ColourSetting({ control, field, label }: TSettingProps<(typeof COLOURS)[number][0]>) {
  const { field: input, fieldState } = useController({ control, name: field });
  return <ColourField label={label} value={input.value} onChange={input.onChange} error={fieldState.error?.message} />;
}

function YesNoSetting({ control, field, label, id }: TSettingProps<(typeof SWITCHES)[number][0]> & { id: string }) {
  const { field: input } = useController({ control, name: field });
  return (
    <SelectField
      id={id}
      label={label}
      value={input.value === false ? "no" : "yes"}
      options={YES_NO}
      labels={YES_NO_LABELS}
      onChange={(answer) => input.onChange(answer === "yes")}
    />
  );
}

const TEXT_FIELDS = [
  ["title", "Title"],
  ["subtitle", "Subtitle"],
  ["message", "Message"],
] as const;

/**
 * Spec 002: Title, Subtitle and Message are each in view or edit mode. Edit opens the field; Done keeps the
 * change in the form (Save Changes stores it), Cancel puts back what the field held when it was opened.
 */
function TextSetting({ form, field, label, id }: { form: TForm; field: (typeof TEXT_FIELDS)[number][0]; label: string; id: string }) {
  const [editing, setEditing] = useState(false);
  const [before, setBefore] = useState("");
  const value = useWatch({ control: form.control, name: field }) ?? "";
  const error = form.formState.errors[field]?.message;
  if (!editing) {
    return (
      <div className={`field ${styles.textView}`}>
        <span className="label">{label}</span>
        <p className={value.trim() ? styles.textValue : styles.muted}>{value.trim() || "Empty: not shown on the card"}</p>
        {error ? <p className="error-text">{error}</p> : null}
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            setBefore(value);
            setEditing(true);
          }}
        >
          Edit<span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {field === "subtitle" ? (
        <input id={id} className="input" autoFocus aria-invalid={error ? true : undefined} {...form.register(field)} />
      ) : (
        <textarea id={id} className="input" autoFocus rows={field === "message" ? 4 : 2} aria-invalid={error ? true : undefined} {...form.register(field)} />
      )}
      {error ? <p className="error-text">{error}</p> : null}
      <div className={styles.inlineActions}>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing(false)}>
          Done<span className="visually-hidden"> editing the {label.toLowerCase()}</span>
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            form.setValue(field, before, { shouldDirty: true, shouldValidate: true });
            setEditing(false);
          }}
        >
          Cancel<span className="visually-hidden"> editing the {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}

const COLOUR_COVER_REFUSED = "Audio cards take a photo as their cover. Please choose a stock photo or one of your uploads.";

export default function SettingsTab<C extends TManagedCard>({ kind, card, form, email }: TProps<C>) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [coverNote, setCoverNote] = useState<string | null>(null);
  const values = useWatch({ control: form.control }) as TManageCardForm;
  const look = cardLookOf(values);
  const setDirty = { shouldDirty: true, shouldValidate: true } as const;

  return (
    <div className={styles.settings}>
      <div className={styles.stack}>
        <h2 className={styles.sectionTitle}>Personalization Settings</h2>

        <div className="field">
          <span className="label" id={`${id}-cover`}>
            Cover Image
          </span>
          <p className={styles.muted}>
            {values.coverImageUrl ? (values.coverImagePhotographer ? `Photo by ${values.coverImagePhotographer}` : "Your chosen image") : "Default cover"}
          </p>
          <div className={styles.inlineActions}>
            <button type="button" className="btn btn-outline btn-sm" aria-describedby={`${id}-cover`} onClick={() => setChoosing(true)}>
              Edit<span className="visually-hidden"> cover image</span>
            </button>
            {values.coverImageUrl ? (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => {
                  form.setValue("coverImageUrl", null, setDirty);
                  form.setValue("coverImagePhotographer", null, setDirty);
                  form.setValue("coverImageUnsplashUrl", null, setDirty);
                }}
              >
                Use Default Cover
              </button>
            ) : null}
          </div>
          {coverNote ? (
            <p className="error-text" role="alert">
              {coverNote}
            </p>
          ) : null}
        </div>

        {TEXT_FIELDS.map(([field, label]) => (
          <TextSetting key={field} form={form} field={field} label={label} id={`${id}-${field}`} />
        ))}

        <div className={styles.colours}>
          {COLOURS.map(([field, label]) => (
            <ColourSetting key={field} control={form.control} field={field} label={label} />
          ))}
        </div>

        <div className={styles.colours}>
          {SWITCHES.map(([field, label]) => (
            <YesNoSetting key={field} control={form.control} field={field} label={label} id={`${id}-${field}`} />
          ))}
        </div>

        <ForeverHosting card={card} email={email} start={kind.startForeverHosting} />
      </div>

      <aside className={styles.preview} aria-label={`Preview of the ${kind.texts.noun}`}>
        <h2 className={styles.sectionTitle}>Preview</h2>
        <CardView look={look} headingLevel={2} />
      </aside>

      <ImageChooserModal
        open={choosing}
        onClose={() => setChoosing(false)}
        onSelect={(choice) => {
          if (choice.kind !== "image") return setCoverNote(COLOUR_COVER_REFUSED);
          setCoverNote(null);
          form.setValue("coverImageUrl", choice.url, setDirty);
          form.setValue("coverImagePhotographer", choice.photographer ?? null, setDirty);
          form.setValue("coverImageUnsplashUrl", choice.unsplashUrl ?? null, setDirty);
        }}
      />
    </div>
  );
}
