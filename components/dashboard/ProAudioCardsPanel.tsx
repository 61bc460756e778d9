"use client";
// The Pro Audio Cards tab (spec 002, dashboard): the shared card list (CardListPanel) of the seller's pro
// cards (active = activated or recorded), the pro counters, 'Create Pro Audio Card' (one card, its code
// announced in a status message) or a batch of 1–200, and a printable activation sheet (A4 or US Letter
// PDF) of the selected cards, or of all shown when none is selected.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { saveBlob } from "@/lib/client/download";
import { FactList } from "@/components/ui/FactList";
import { SelectField } from "@/components/ui/SelectField";
import { Spinner } from "@/components/ui/Spinner";
import { messageOf } from "@/lib/client/api";
import { createProCards, deleteProCard, fetchActivationSheet, type TSheetPaper } from "@/lib/client/pro-cards";
import type { TDashboardProCard } from "@/lib/dashboard/card-view";
import { PRO_CARD_BATCH_MAX, SHEET_CARDS_PER_DOWNLOAD, SHEET_PAPERS, SHEET_PAPER_LABELS } from "@/lib/constants/pro-cards";
import type { TProUsage } from "@/lib/validation/pro-cards";
import { CardListPanel, commonCardFacts, type TCardListKind } from "./CardListPanel";
import styles from "./Guestbooks.module.css";

const STATUS_LABELS: Record<TDashboardProCard["status"], string> = { created: "Created", activated: "Activated", recorded: "Recorded", expired: "Expired" };
const CREATE_FAILED = "Failed to create subscription audio message page. Please try again.";
const SHEET_FAILED = "Failed to create the activation sheet. Please try again.";
const SHEET_FILE_NAME = "activation-codes.pdf";

const PRO_CARD_LIST: TCardListKind<TDashboardProCard> = {
  idPrefix: "subscription-audio-messages",
  testId: "pro-audio-card",
  noun: "pro audio card",
  nounTitle: "Pro Audio Cards",
  emptyHint: "Create a card for each gift: the recipient activates it with its code and records their message.",
  manageHref: (id) => `/manage-pro-audio-message/${encodeURIComponent(id)}`,
  viewHref: (id) => `/audio/${encodeURIComponent(id)}`,
  facts: (card) => [["Activation code", <code key="code">{card.activationCode ?? "—"}</code>], ["State", STATUS_LABELS[card.status]], ...commonCardFacts(card)],
  deleteCard: deleteProCard,
};

/** `canCreate`: false after the plan ended; the owner still manages, prints and deletes the cards they hold. */
const PLAN_ENDED = "Your plan has ended: you keep managing the pro audio cards you hold. Subscribe again to create more.";

type TProps = { cards: TDashboardProCard[]; total: number; usage: TProUsage; canCreate: boolean };

export function ProAudioCardsPanel({ cards, total, usage, canCreate }: TProps) {
  const router = useRouter();
  const id = useId();
  const [count, setCount] = useState("10");
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paper, setPaper] = useState<TSheetPaper>("a4");
  const [printing, setPrinting] = useState(false);
  const batch = Number(count);
  const batchValid = Number.isInteger(batch) && batch >= 1 && batch <= PRO_CARD_BATCH_MAX;
  const limit = usage.audioMessagePagesLimit;

  async function create(howMany: number) {
    setError(null);
    setCreated(null);
    setCreating(true);
    try {
      const made = await createProCards(howMany === 1 ? {} : { count: howMany });
      setCreated(
        howMany === 1
          ? `Pro audio card "${made.name}" created. Activation code: ${made.activationCode}. The page expires in 1 year.`
          : `${made.cards.length} pro audio cards created. Their pages expire in 1 year.`,
      );
      router.refresh();
    } catch (failure) {
      setError(messageOf(failure, "") ? `Failed to create subscription audio message page: ${messageOf(failure, "")}` : CREATE_FAILED);
    } finally {
      setCreating(false);
    }
  }

  async function print(targets: TDashboardProCard[]) {
    setError(null);
    if (targets.length > SHEET_CARDS_PER_DOWNLOAD) {
      setError(`Please select at most ${SHEET_CARDS_PER_DOWNLOAD} cards for one activation sheet.`);
      return;
    }
    setPrinting(true);
    try {
      saveBlob(
        await fetchActivationSheet(
          targets.map((card) => card.id),
          paper,
        ),
        SHEET_FILE_NAME,
      );
    } catch (failure) {
      setError(messageOf(failure, SHEET_FAILED));
    } finally {
      setPrinting(false);
    }
  }

  const header = (
    <>
      {canCreate ? (
        <div className={styles.panelActions}>
          <button type="button" className="btn btn-primary" onClick={() => void create(1)} disabled={creating}>
            Create Pro Audio Card
          </button>
          <form
            className={styles.panelActions}
            onSubmit={(event) => {
              event.preventDefault();
              if (batchValid) void create(batch);
            }}
          >
            <div className="field">
              <label className="label" htmlFor={`${id}-count`}>
                Number of cards (1–{PRO_CARD_BATCH_MAX})
              </label>
              <input
                id={`${id}-count`}
                className="input"
                type="number"
                inputMode="numeric"
                min={1}
                max={PRO_CARD_BATCH_MAX}
                step={1}
                value={count}
                aria-invalid={batchValid ? undefined : true}
                aria-describedby={batchValid ? undefined : `${id}-count-error`}
                onChange={(event) => setCount(event.currentTarget.value)}
              />
              {batchValid ? null : (
                <p id={`${id}-count-error`} className="error-text">
                  Please enter a whole number from 1 to {PRO_CARD_BATCH_MAX}.
                </p>
              )}
            </div>
            <button type="submit" className="btn btn-secondary" disabled={creating || !batchValid}>
              {creating ? <Spinner /> : null} Create {batchValid ? batch : "N"} {batch === 1 ? "card" : "cards"}
            </button>
          </form>
        </div>
      ) : (
        <p className="hint">{PLAN_ENDED}</p>
      )}
      <FactList
        className={styles.counters}
        label="Pro audio card usage"
        facts={[
          ["Pro cards used", `${usage.audioMessagePagesUsed} / ${limit ?? "Unlimited"}`],
          ["Remaining", limit === null ? "Unlimited" : Math.max(0, limit - usage.audioMessagePagesUsed)],
        ]}
      />
      <div role="status">{created ? <p className="alert alert-success">{created}</p> : null}</div>
      <div role="alert">{error ? <p className="alert alert-error">{error}</p> : null}</div>
    </>
  );

  return (
    <CardListPanel
      kind={PRO_CARD_LIST}
      cards={cards}
      total={total}
      header={header}
      selectionActions={({ chosen, shown }) => {
        const targets = chosen.length > 0 ? chosen : shown;
        return (
          <>
            <SelectField id={`${id}-paper`} label="Paper" value={paper} options={SHEET_PAPERS} labels={SHEET_PAPER_LABELS} onChange={setPaper} />
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={targets.length === 0 || printing}
              aria-busy={printing}
              onClick={() => void print(targets)}
            >
              {printing ? <Spinner /> : null} Print activation sheet ({targets.length})
            </button>
          </>
        );
      }}
    />
  );
}
