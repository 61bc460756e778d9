"use client";
// Account Settings' Pro Settings (spec 002), for subscribers and admins: the logo shown on their
// guestbooks and pro cards (at 200x60), and the default button colours their new pro cards and pro
// guestbooks start with. The logo takes effect on upload; the colours are saved together, and a failed
// save puts the saved colours back.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState, type ChangeEvent, type CSSProperties } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { ColourField } from "@/components/colors/ColourPalette";
import { imageFileProblem } from "@/components/image-chooser/upload-checks";
import { BUTTON_TEXT_MIN_CONTRAST, readableOn } from "@/lib/colors/contrast";
import { IMAGE_ACCEPT } from "@/lib/images/user-images/limits";
import { PRO_LOGO_DISPLAY } from "@/lib/pro-settings/defaults";
import { ZProColours, type TProColours, type TProSettings } from "@/lib/validation/pro-settings";
import dashboard from "./Dashboard.module.css";
import styles from "./ProSettings.module.css";
import { removeProLogo, saveProColours, uploadProLogo } from "@/lib/client/account";

type TNotice = { kind: "success" | "error"; text: string } | null;

export function ProSettingsSection({ initialSettings }: { initialSettings: TProSettings }) {
  const [settings, setSettings] = useState(initialSettings);
  return (
    <section className={`card ${dashboard.card}`} aria-labelledby="settings-pro-title">
      <h3 id="settings-pro-title" className={dashboard.cardTitle}>
        Pro Settings
      </h3>
      <div className={styles.groups}>
        <LogoSetting logo={settings.customLogo} onSaved={setSettings} />
        <DefaultColours saved={settings} onSaved={setSettings} />
      </div>
    </section>
  );
}

function Notice({ notice }: { notice: TNotice }) {
  return (
    <>
      <p role="status" className={`success-text ${styles.status}`}>
        {notice?.kind === "success" ? notice.text : ""}
      </p>
      {notice?.kind === "error" && (
        <p role="alert" className="error-text">
          {notice.text}
        </p>
      )}
    </>
  );
}

function LogoSetting({ logo, onSaved }: { logo: string | null; onSaved(settings: TProSettings): void }) {
  const id = useId();
  const [busy, setBusy] = useState<"uploading" | "removing" | null>(null);
  const [notice, setNotice] = useState<TNotice>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setNotice({ kind: "error", text: `Error uploading logo: ${problem}` });
      return;
    }
    setBusy("uploading");
    setNotice(null);
    const result = await uploadProLogo(file);
    setBusy(null);
    if ("error" in result) return setNotice({ kind: "error", text: result.error });
    onSaved(result.settings);
    setNotice({ kind: "success", text: "Logo uploaded." });
  }

  async function onRemove() {
    setBusy("removing");
    setNotice(null);
    const result = await removeProLogo();
    setBusy(null);
    if ("error" in result) return setNotice({ kind: "error", text: result.error });
    onSaved(result.settings);
    setNotice({ kind: "success", text: "Logo removed." });
  }

  return (
    <div className={styles.group} role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.groupTitle}>
        Logo
      </h4>
      <p id={`${id}-hint`} className="hint">
        Shown on your guestbooks and pro audio cards at {PRO_LOGO_DISPLAY.width}×{PRO_LOGO_DISPLAY.height} px (the size we recommend). JPEG, PNG, WebP, GIF or
        AVIF, up to 5 MB; a transparent PNG keeps its transparency.
      </p>
      <div className={styles.logoBox} style={{ width: PRO_LOGO_DISPLAY.width, height: PRO_LOGO_DISPLAY.height }}>
        {logo ? (
          <img src={logo} alt="Your logo" width={PRO_LOGO_DISPLAY.width} height={PRO_LOGO_DISPLAY.height} className={styles.logo} />
        ) : (
          <span className={styles.noLogo}>No logo yet</span>
        )}
      </div>
      <div className={styles.actions}>
        <input
          id={`${id}-file`}
          className={`visually-hidden ${styles.fileInput}`}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={busy !== null}
          aria-describedby={`${id}-hint`}
          onChange={onFile}
        />
        <label htmlFor={`${id}-file`} className="btn btn-primary" aria-disabled={busy !== null}>
          {busy === "uploading" ? "Uploading…" : logo ? "Replace logo" : "Upload logo"}
        </label>
        {logo && (
          <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={onRemove}>
            {busy === "removing" ? "Removing…" : "Remove logo"}
          </button>
        )}
      </div>
      <Notice notice={notice} />
    </div>
  );
}

const coloursOf = (settings: TProSettings): TProColours => ({
  customButtonColor: settings.customButtonColor,
  customButtonTextColor: settings.customButtonTextColor,
});

const COLOUR_FIELDS = [
  ["customButtonColor", "Default button colour"],
  ["customButtonTextColor", "Default button text colour"],
] as const;

function DefaultColours({ saved, onSaved }: { saved: TProSettings; onSaved(settings: TProSettings): void }) {
  const id = useId();
  const [notice, setNotice] = useState<TNotice>(null);
  const form = useForm<TProColours>({ resolver: zodResolver(ZProColours), defaultValues: coloursOf(saved), mode: "onChange" });
  const values = useWatch({ control: form.control }) as TProColours;
  const changed = Object.fromEntries(
    COLOUR_FIELDS.filter(([field]) => values[field]?.toLowerCase() !== saved[field].toLowerCase()).map(([field]) => [field, values[field]]),
  ) as Partial<TProColours>;
  const hasChanges = Object.keys(changed).length > 0;
  const valid = form.formState.isValid;
  const preview = {
    background: valid ? values.customButtonColor : saved.customButtonColor,
    color: readableOn(
      valid ? values.customButtonColor : saved.customButtonColor,
      valid ? values.customButtonTextColor : saved.customButtonTextColor,
      BUTTON_TEXT_MIN_CONTRAST,
    ),
  } satisfies CSSProperties;

  async function onSubmit() {
    if (!hasChanges) return;
    setNotice(null);
    const result = await saveProColours(changed);
    if ("error" in result) {
      form.reset(coloursOf(saved));
      setNotice({ kind: "error", text: result.error });
      return;
    }
    onSaved(result.settings);
    form.reset(coloursOf(result.settings));
    setNotice({ kind: "success", text: "Default colours saved." });
  }

  return (
    <form className={styles.group} aria-labelledby={`${id}-title`} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <h4 id={`${id}-title`} className={styles.groupTitle}>
        Default button colours
      </h4>
      <p className="hint">New pro audio cards and pro guestbooks start with these colours; each can be changed afterwards.</p>
      <div className={styles.colours}>
        {COLOUR_FIELDS.map(([field, label]) => (
          <Controller
            key={field}
            control={form.control}
            name={field}
            render={({ field: control, fieldState }) => (
              <ColourField
                label={label}
                value={control.value}
                onChange={(value) => {
                  control.onChange(value);
                  setNotice(null);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      <p className={styles.previewRow}>
        <span className="hint">Preview:</span>
        <span className={styles.previewButton} style={preview}>
          Start Recording
        </span>
      </p>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!hasChanges || !valid || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving..." : "Save colours"}
        </button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}
