"use client";
// The details tab: Active/Inactive (with its toggle where the kind has one), View (the public page in a
// new tab), the name edited inline (its Save only changes the form; Save Changes stores it), Play/Pause
// and Download when downloads are allowed (both disabled until there is a voice), the kind's details
// block, the share box (link, QR code, social buttons) and Delete.
import { QR_CARD_MANAGE_SIZE, qrListenText } from "@/lib/qr/settings";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import ConfirmDialog from "@/components/ui/ConfirmDialog";
import { ShareLink } from "@/components/share/ShareLink";
import { SocialShareButtons } from "@/components/share/SocialShareButtons";
import { FactList } from "@/components/ui/FactList";
import { Spinner } from "@/components/ui/Spinner";
import { CARD_NAME_MAX_LENGTH, fileBaseName, type TManageCardForm, type TManagedCard, type ZManageCardForm } from "./card-form";
import type { TCardKind } from "./kinds";
import { useCardPlayer } from "./useCardPlayer";
import styles from "./Manage.module.css";

const TOGGLE_FAILED = "Failed to update the card's status. Please try again.";
const DELETE_FAILED = "Failed to delete audio message. Please refresh the page if you see any issues.";

type TProps<C extends TManagedCard> = {
  kind: TCardKind<C>;
  card: C;
  form: UseFormReturn<z.input<typeof ZManageCardForm>, unknown, TManageCardForm>;
  onStoredChange(card: C): void;
};

export default function DetailsTab<C extends TManagedCard>({ kind, card, form, onStoredChange }: TProps<C>) {
  const router = useRouter();
  const nameId = useId();
  const { ref: audioRef, playing, error: playError, toggle: togglePlay } = useCardPlayer();
  const [editingName, setEditingName] = useState(false);
  const [nameDraft, setNameDraft] = useState("");
  const [busy, setBusy] = useState<"toggle" | "download" | "delete" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const formName = useWatch({ control: form.control, name: "name" });
  const hasAudio = kind.hasAudio(card);
  const { setActive } = kind;
  const nameTrimmed = nameDraft.trim();
  const nameError =
    nameTrimmed.length === 0
      ? "Please enter a name."
      : nameTrimmed.length > CARD_NAME_MAX_LENGTH
        ? `Names must be at most ${CARD_NAME_MAX_LENGTH} characters.`
        : null;

  async function toggleActive(change: NonNullable<typeof setActive>) {
    setError(null);
    setBusy("toggle");
    try {
      onStoredChange(await change(card.messageId, !card.isActive));
    } catch {
      setError(TOGGLE_FAILED);
    } finally {
      setBusy(null);
    }
  }

  async function download() {
    setError(null);
    setBusy("download");
    try {
      await kind.downloadMp3(card.messageId, `${fileBaseName(card.name)}.mp3`);
    } catch {
      setError(kind.texts.downloadFailed);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    setError(null);
    setBusy("delete");
    try {
      await kind.remove(card.messageId);
      router.push(kind.dashboardHref);
      router.refresh();
    } catch {
      setError(DELETE_FAILED);
      setBusy(null);
    }
  }

  function saveName() {
    if (nameError) return;
    form.setValue("name", nameTrimmed, { shouldDirty: true, shouldValidate: true });
    setEditingName(false);
  }

  return (
    <div className={styles.stack}>
      <div className={styles.statusRow}>
        <span className={`${styles.status} ${card.isActive ? styles.statusActive : styles.statusInactive}`}>
          <span className="visually-hidden">Status: </span>
          {card.isActive ? "Active" : "Inactive"}
        </span>
        {setActive ? (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void toggleActive(setActive)}
            disabled={busy !== null}
            aria-busy={busy === "toggle"}
          >
            {card.isActive ? "Deactivate" : "Activate"}
          </button>
        ) : null}
        <a href={kind.viewHref(card.messageId)} target="_blank" rel="noopener" className="btn btn-primary btn-sm">
          View<span className="visually-hidden"> the public page (opens in a new tab)</span>
        </a>
      </div>

      <div className={styles.field}>
        {editingName ? (
          <div className="field">
            <label className="label" htmlFor={nameId}>
              Name
            </label>
            <input
              id={nameId}
              className="input"
              value={nameDraft}
              maxLength={CARD_NAME_MAX_LENGTH + 20}
              autoFocus
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              onChange={(event) => setNameDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  saveName();
                }
              }}
            />
            {nameError ? (
              <p id={`${nameId}-error`} className="error-text">
                {nameError}
              </p>
            ) : null}
            <div className={styles.inlineActions}>
              <button type="button" className="btn btn-primary btn-sm" onClick={saveName} disabled={nameError !== null}>
                Save<span className="visually-hidden"> name</span>
              </button>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditingName(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.nameView}>
            <span className="label">Name</span>
            <p className={styles.nameValue}>{formName}</p>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => {
                setNameDraft(formName ?? "");
                setEditingName(true);
              }}
            >
              Edit<span className="visually-hidden"> name</span>
            </button>
          </div>
        )}
      </div>

      <div className={styles.audioRow}>
        <span className="label">Audio Preview</span>
        <audio ref={audioRef} src={hasAudio ? kind.audioUrl(card.messageId) : undefined} preload="none" data-testid="card-audio" />
        <div className={styles.inlineActions}>
          <button type="button" className="btn btn-secondary" onClick={() => void togglePlay()} disabled={!hasAudio}>
            {playing ? "Pause Message" : "Play Message"}
          </button>
          {card.allowDownload ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void download()}
              disabled={!hasAudio || busy !== null}
              aria-busy={busy === "download"}
            >
              {busy === "download" ? (
                <>
                  <Spinner /> Downloading…
                </>
              ) : (
                "Download"
              )}
            </button>
          ) : null}
        </div>
        {playError ? (
          <p className="error-text" role="alert">
            {playError}
          </p>
        ) : null}
      </div>

      <div role="alert">{error ? <p className="alert alert-error">{error}</p> : null}</div>

      <FactList facts={kind.details(card)} className={styles.details} />

      <section className={styles.share} aria-labelledby={`${nameId}-share`}>
        <h2 id={`${nameId}-share`} className={styles.sectionTitle}>
          Audio Card Link
        </h2>
        <ShareLink url={card.messageUrl} qrText={qrListenText(card.messageUrl)} qrSize={QR_CARD_MANAGE_SIZE} qrFileName={fileBaseName(card.name)} />
        <SocialShareButtons tiktok="open" url={card.messageUrl} text={kind.texts.share} />
      </section>

      <section className={styles.danger} aria-labelledby={`${nameId}-delete`}>
        <h2 id={`${nameId}-delete`} className={styles.sectionTitle}>
          Delete this {kind.texts.noun}
        </h2>
        <button type="button" className="btn btn-danger" onClick={() => setConfirmingDelete(true)} disabled={busy !== null}>
          {busy === "delete" ? "Deleting…" : kind.texts.deleteTitle}
        </button>
      </section>

      <ConfirmDialog
        open={confirmingDelete}
        title={kind.texts.deleteTitle}
        message={`Are you sure you want to delete "${card.name}"? This action cannot be undone.`}
        confirmLabel="Delete"
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
