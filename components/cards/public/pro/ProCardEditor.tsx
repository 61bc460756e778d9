"use client";
// The recipient's pro card before a voice exists (spec 002 "Recording and editing state"), in the browser
// that activated it: the card as it will look, edited in place (the cover with Change Cover and the
// overlay toggle, the cover title, subtitle and message), the Color Options and Options flyouts, the
// 60-second recorder, then Save. The cover and the overlay are saved the moment they change (and put back
// if the server refuses); the texts, colours and options travel with the voice. After saving, the share
// dialog; Continue reloads the page, which the server then draws as the listening card.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { useState, type CSSProperties } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import cardStyles from "@/components/cards/CardView.module.css";
import { Cover } from "@/components/guestbooks/live/Cover";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { useErrorText } from "@/components/i18n/useErrorText";
import { ImageChooserModal } from "@/components/image-chooser/ImageChooserModal";
import { SwrProvider } from "@/components/site/SwrProvider";
import Recorder from "@/components/recorder/Recorder";
import type { TTake } from "@/components/recorder/useRecorder";
import { Field } from "@/components/ui/Field";
import { FieldError } from "@/components/ui/FieldError";
import { SelectField } from "@/components/ui/SelectField";
import { ColourField } from "@/components/colors/ColourPalette";
import { Spinner } from "@/components/ui/Spinner";
import { RECORDING_MESSAGES } from "@/lib/client/recorder/recording-support";
import { StepIndicator } from "@/components/ui/StepIndicator";
import { ApiClientError } from "@/lib/client/api";
import { recordProCard, updateProCardLook, uploadProCardCover } from "@/lib/client/pro-cards";
import { readableOn } from "@/lib/colors/contrast";
import { CARD_DEFAULT_COVER_URL, CARD_TEXT_LIMITS } from "@/lib/cards/look";
import { PRO_CARD_MAX_DURATION_SECONDS } from "@/lib/constants/pro-cards";
import { ZProCardLook, type TProCardLookUpdate, type TProCardPublicJson } from "@/lib/validation/pro-cards";
import { ProCardShareDialog } from "./ProCardShareDialog";
import styles from "./ProCard.module.css";

const YES_NO = ["yes", "no"] as const;

// An on/off option of the card, asked as a Yes/No select.
function YesNoField({ id, label, value, onChange }: { id: string; label: string; value: boolean; onChange(on: boolean): void }) {
  const t = useTranslations("proCard");
  return (
    <SelectField
      id={id}
      label={label}
      value={value ? "yes" : "no"}
      options={YES_NO}
      labels={{ yes: t("yes"), no: t("no") }}
      onChange={(answer) => onChange(answer === "yes")}
    />
  );
}

const ZEditorForm = ZProCardLook.pick({ title: true, subtitle: true, message: true, coverTitleColor: true, buttonColor: true, buttonTextColor: true }).extend({
  allowDownload: z.boolean(),
  foreverHostingEnabled: z.boolean(),
});
type TEditorForm = z.infer<typeof ZEditorForm>;

type TSavedLook = Pick<TProCardPublicJson, "coverImageUrl" | "coverImagePhotographer" | "coverImageUnsplashUrl" | "showOverlay">;

const COLORS = ["coverTitleColor", "buttonColor", "buttonTextColor"] as const;

type TProps = {
  card: TProCardPublicJson;
  /** The server says another browser holds the right to record (RECORDER_ONLY). */
  onRecorderLost(): void;
};

export function ProCardEditor({ card, onRecorderLost }: TProps) {
  const t = useTranslations("proCard");
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<TEditorForm>({
    resolver: zodResolver(ZEditorForm),
    defaultValues: {
      title: card.title,
      subtitle: card.subtitle,
      message: card.message,
      coverTitleColor: card.coverTitleColor,
      buttonColor: card.buttonColor,
      buttonTextColor: card.buttonTextColor,
      allowDownload: card.allowDownload,
      foreverHostingEnabled: card.foreverHostingEnabled,
    },
  });
  const values = useWatch({ control: form.control }) as TEditorForm;
  const errors = form.formState.errors;
  const [saved, setSaved] = useState<TSavedLook>(() => ({
    coverImageUrl: card.coverImageUrl,
    coverImagePhotographer: card.coverImagePhotographer,
    coverImageUnsplashUrl: card.coverImageUnsplashUrl,
    showOverlay: card.showOverlay,
  }));
  const [pending, setPending] = useState<"cover" | "overlay" | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [take, setTake] = useState<TTake | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<TProCardPublicJson | null>(null);
  // Spec 002: step 2 (Record) once the user has edited a field or started recording.
  const [interacted, setInteracted] = useState(false);

  /**
   * RECORDER_ONLY: ask for the code on this device; a card that moved on (recorded, ended): show what it is
   * now. Otherwise the server's text, else spec 002 §8's 'Pro public edits' text (useErrorText: the page's
   * own words in another language).
   */
  function failed(caught: unknown, fallback: "uploadFailed" | "overlayFailed" | "coverFailed") {
    if (caught instanceof ApiClientError && caught.code === "RECORDER_ONLY") return onRecorderLost();
    if (caught instanceof ApiClientError && ["ALREADY_RECORDED", "HOSTING_ENDED", "NOT_ACTIVATED"].includes(caught.code)) return router.refresh();
    setError(errorText(caught, t(fallback)));
  }

  /** Saves a change of the cover or the overlay at once; the previous look comes back if it fails. */
  async function saveLook(kind: "cover" | "overlay", change: Partial<TSavedLook>) {
    const previous = saved;
    setInteracted(true);
    setSaved({ ...saved, ...change });
    setPending(kind);
    setError(null);
    try {
      await updateProCardLook(card.messageId, change as TProCardLookUpdate);
    } catch (caught) {
      setSaved(previous);
      failed(caught, kind === "cover" ? "coverFailed" : "overlayFailed");
    } finally {
      setPending(null);
    }
  }

  async function save(look: TEditorForm) {
    if (!take) return;
    setError(null);
    try {
      setDone(await recordProCard(card.messageId, { blob: take.blob, durationSeconds: take.durationMs / 1000 }, { ...look, ...saved }));
    } catch (caught) {
      failed(caught, "uploadFailed");
    }
  }

  const saving = form.formState.isSubmitting;
  const cardStyle = {
    "--card-button": values.buttonColor,
    "--card-button-text": readableOn(values.buttonColor, values.buttonTextColor, 4.5),
  } as CSSProperties;
  const step = done ? 2 : take || interacted ? 1 : 0;

  return (
    <div className={styles.editor}>
      <h1 className="visually-hidden">{t("editorHeading")}</h1>
      <StepIndicator
        labels={[t("stepPersonalize"), t("stepRecord"), t("stepShare")]}
        current={step}
        classes={{ steps: styles.steps, current: styles.stepCurrent, done: styles.stepDone }}
        label={t("steps")}
      />
      <form onSubmit={form.handleSubmit(save)} onInputCapture={() => setInteracted(true)} noValidate aria-label={t("form")}>
        <article className={cardStyles.card} style={cardStyle}>
          <Cover className={`${cardStyles.cover} ${styles.editCover}`} imageUrl={saved.coverImageUrl ?? CARD_DEFAULT_COVER_URL} sizes="(min-width: 640px) 640px, 100vw" fallbackUrl={CARD_DEFAULT_COVER_URL}>
            {saved.showOverlay && <div className={cardStyles.overlay} aria-hidden="true" data-testid="card-overlay" />}
            <div className={styles.coverTools}>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setChoosing(true)} disabled={pending !== null} aria-busy={pending === "cover" || undefined}>
                {pending === "cover" && <Spinner />} {t("changeCover")}
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                aria-pressed={saved.showOverlay}
                disabled={pending !== null}
                aria-busy={pending === "overlay" || undefined}
                onClick={() => void saveLook("overlay", { showOverlay: !saved.showOverlay })}
              >
                {pending === "overlay" && <Spinner />} {t("darkOverlay")}
              </button>
            </div>
            <label className="visually-hidden" htmlFor="pro-title">
              {t("coverTitle")}
            </label>
            <textarea
              id="pro-title"
              className={styles.coverTitle}
              style={{ color: values.coverTitleColor }}
              rows={2}
              maxLength={CARD_TEXT_LIMITS.title}
              placeholder={t("coverTitlePlaceholder")}
              aria-invalid={errors.title ? true : undefined}
              {...form.register("title")}
            />
          </Cover>
          <div className={cardStyles.body}>
            <Field id="pro-subtitle" label={t("subtitle")} hiddenLabel>
              <input id="pro-subtitle" className={`input ${styles.subtitle}`} maxLength={CARD_TEXT_LIMITS.subtitle} placeholder={t("subtitlePlaceholder")} {...form.register("subtitle")} />
            </Field>
            <Field id="pro-message" label={t("message")} hiddenLabel>
              <textarea
                id="pro-message"
                className="input"
                rows={3}
                maxLength={CARD_TEXT_LIMITS.message}
                placeholder={t("messagePlaceholder")}
                {...form.register("message")}
              />
            </Field>
            <FieldError id="pro-title-error" error={errors.title?.message ?? errors.subtitle?.message ?? errors.message?.message} />

            <div className={styles.flyouts}>
              <details className={styles.flyout}>
                <summary className="btn btn-outline btn-sm">{t("colorOptions")}</summary>
                <div className={styles.flyoutBody}>
                  {COLORS.map((field) => (
                    <ColourField
                      key={field}
                      id={`pro-${field}`}
                      label={t(field)}
                      value={values[field]}
                      error={errors[field]?.message}
                      onChange={(value) => form.setValue(field, value, { shouldDirty: true, shouldValidate: true })}
                    />
                  ))}
                </div>
              </details>
              <details className={styles.flyout}>
                <summary className="btn btn-outline btn-sm">{t("options")}</summary>
                <div className={styles.flyoutBody}>
                  <YesNoField id="pro-allow-download" label={t("allowDownload")} value={values.allowDownload} onChange={(on) => form.setValue("allowDownload", on)} />
                  <YesNoField
                    id="pro-forever-hosting"
                    label={t("foreverHosting")}
                    value={values.foreverHostingEnabled}
                    onChange={(on) => form.setValue("foreverHostingEnabled", on)}
                  />
                  <p className="hint">
                    {t("foreverHint")}{" "}
                    <Link href="/terms" target="_blank" rel="noopener noreferrer">
                      {t("terms")}
                      <span className="visually-hidden"> {t("newTab")}</span>
                    </Link>
                  </p>
                </div>
              </details>
            </div>

            {/* A press on Start Recording counts as starting (the permission prompt may follow). */}
            <div onClickCapture={() => setInteracted(true)}>
              <Recorder
                maxDurationSeconds={PRO_CARD_MAX_DURATION_SECONDS}
                stopTone="danger"
                disabled={saving}
                onTake={setTake}
                onReset={() => setTake(null)}
                deniedMessage={RECORDING_MESSAGES.startFailedProCard}
              />
            </div>
            {error && (
              <p role="alert" className="alert alert-error">
                {error}
              </p>
            )}
            {take && (
              <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={saving} aria-busy={saving || undefined}>
                {saving ? (
                  <>
                    <Spinner /> {t("saving")}
                  </>
                ) : (
                  t("save")
                )}
              </button>
            )}
          </div>
        </article>
      </form>
      {/* The one page outside the site layout whose parts load with SWR: its provider here, not on every public page. */}
      <SwrProvider>
        <ImageChooserModal
          open={choosing}
          imagesOnly
          onClose={() => setChoosing(false)}
          uploadImage={(file) => uploadProCardCover(file, card.messageId)}
          onSelect={(choice) => {
            if (choice.kind !== "image") return;
            void saveLook("cover", { coverImageUrl: choice.url, coverImagePhotographer: choice.photographer, coverImageUnsplashUrl: choice.unsplashUrl });
          }}
        />
      </SwrProvider>
      {done && <ProCardShareDialog url={done.messageUrl} creatorLogoUrl={done.creatorLogoUrl} onContinue={() => router.refresh()} />}
    </div>
  );
}
