"use client";
// Step 2's three collapsible sections (spec 002): 1 the top (cover, title colour, overlay), 2 the bottom
// (title, subtitle and message texts, button colours), 3 additional options (name, download, Forever
// Hosting). Fields are registered with the wizard's react-hook-form; the cover goes through the chooser.
import Link from "next/link";
import { useState, type ReactNode } from "react";
import type { FieldErrors, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { CoverThumb } from "@/components/guestbooks/CoverThumb";
import { ImageChooserModal } from "@/components/image-chooser/ImageChooserModal";
import { FieldError } from "@/components/ui/FieldError";
import { ColourField } from "@/components/colors/ColourPalette";
import { Section, Sections, SwitchToggle } from "@/components/wizard/PersonalizeParts";
import { CARD_DEFAULT_COVER_URL, CARD_TEXT_LIMITS, hasOwnCover } from "@/lib/cards/look";
import { CARD_NAME_MAX, type TCardWizardForm } from "@/lib/cards/wizard-form";
import styles from "./wizard.module.css";

type TProps = {
  values: TCardWizardForm;
  register: UseFormRegister<TCardWizardForm>;
  setValue: UseFormSetValue<TCardWizardForm>;
  errors: FieldErrors<TCardWizardForm>;
};

const COLOR_FIELDS = {
  titleColor: "Title colour",
  subtitleColor: "Subtitle colour",
  buttonColor: "Button colour",
  buttonTextColor: "Button text colour",
} as const;

type TFieldProps = Pick<TProps, "values" | "register" | "errors">;

function Color({ field, values, setValue, errors }: Pick<TProps, "values" | "setValue" | "errors"> & { field: keyof typeof COLOR_FIELDS }) {
  return (
    <ColourField
      id={`card-${field}`}
      label={COLOR_FIELDS[field]}
      value={values[field]}
      error={errors[field]?.message}
      onChange={(value) => setValue(field, value, { shouldDirty: true, shouldValidate: true })}
    />
  );
}

type TTextProps = TFieldProps & { field: "title" | "subtitle" | "message" | "name"; label: string; max: number; multiline?: boolean };

function Text({ field, label, max, multiline, register, errors }: TTextProps) {
  const id = `card-${field}`;
  const error = errors[field]?.message;
  const props = {
    id,
    className: "input",
    maxLength: max,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    ...register(field),
  };
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function Toggle({
  field,
  label,
  hint,
  register,
}: TFieldProps & { field: "showOverlay" | "allowDownload" | "foreverHostingEnabled"; label: string; hint: ReactNode }) {
  return <SwitchToggle id={`card-${field}`} label={label} hint={hint} input={register(field)} />;
}

export function PersonalizeSections({ values, register, setValue, errors }: TProps) {
  const [choosing, setChoosing] = useState(false);
  const dirty = { shouldDirty: true, shouldValidate: true } as const;
  const fieldProps = { values, register, errors };

  const ownCover = hasOwnCover(values);
  return (
    <Sections>
      <Section title="1. Top style" open>
        <div className={styles.cover}>
          <span className="label" id="card-cover-label">
            Cover image
          </span>
          <div className={styles.coverRow}>
            <CoverThumb imageUrl={values.coverImageUrl ?? CARD_DEFAULT_COVER_URL} className={styles.coverThumb} />
            <p className={styles.coverStatus} aria-live="polite">
              {!ownCover ? "Default cover" : values.coverImagePhotographer ? `Photo by ${values.coverImagePhotographer}` : "Your chosen image"}
            </p>
          </div>
          <div className={styles.buttons}>
            <button type="button" className="btn btn-outline btn-sm" aria-describedby="card-cover-label" onClick={() => setChoosing(true)}>
              Choose Cover Image
            </button>
            {ownCover && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => {
                  setValue("coverImageUrl", null, dirty);
                  setValue("coverImagePhotographer", null, dirty);
                  setValue("coverImageUnsplashUrl", null, dirty);
                }}
              >
                Use Default Cover
              </button>
            )}
          </div>
          <ImageChooserModal
            open={choosing}
            imagesOnly
            onClose={() => setChoosing(false)}
            onSelect={(choice) => {
              if (choice.kind !== "image") return;
              setValue("coverImageUrl", choice.url, dirty);
              setValue("coverImagePhotographer", choice.photographer, dirty);
              setValue("coverImageUnsplashUrl", choice.unsplashUrl, dirty);
            }}
          />
        </div>
        <Color {...fieldProps} setValue={setValue} field="titleColor" />
        <Toggle {...fieldProps} field="showOverlay" label="Darken the cover (overlay)" hint="A light shade over the photo makes the title easier to read." />
      </Section>
      <Section title="2. Bottom style">
        <Text {...fieldProps} field="title" label="Title" max={CARD_TEXT_LIMITS.title} />
        <Text {...fieldProps} field="subtitle" label="Subtitle" max={CARD_TEXT_LIMITS.subtitle} />
        <Text {...fieldProps} field="message" label="Message" max={CARD_TEXT_LIMITS.message} multiline />
        <Color {...fieldProps} setValue={setValue} field="subtitleColor" />
        <Color {...fieldProps} setValue={setValue} field="buttonColor" />
        <Color {...fieldProps} setValue={setValue} field="buttonTextColor" />
      </Section>
      <Section title="3. Additional options">
        <Text {...fieldProps} field="name" label="Card name (only you see it)" max={CARD_NAME_MAX} />
        <Toggle {...fieldProps} field="allowDownload" label="Allow download" hint="Listeners can save the message as an MP3." />
        <Toggle
          {...fieldProps}
          field="foreverHostingEnabled"
          label="Forever Hosting"
          hint={
            <>
              Offer Forever Hosting on the card, so it is never taken offline.{" "}
              <Link href="/terms#how-long" target="_blank">
                What this means
              </Link>
            </>
          }
        />
      </Section>
    </Sections>
  );
}
