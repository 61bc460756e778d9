"use client";
// 'Create Page from Recording(s) (n)' on the Recordings tab (spec 002): the selected recordings, in the
// list's order, become one audio card's voice, stitched at one loudness on the server. The dialog
// ('Audio Message Credits') says what it costs (one card credit), offers the pack of 10 when credits run
// out, and shows progress while the stitch runs (seconds to tens of seconds); then the card wizard opens
// at step 2 to personalize the new card.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PURCHASE_FAILED, startCheckout } from "@/lib/client/payments";
import { DialogActions } from "@/components/ui/DialogActions";
import Modal from "@/components/ui/Modal";
import { Spinner } from "@/components/ui/Spinner";
import { getCredits } from "@/lib/client/account";
import { hasCode, messageOf } from "@/lib/client/api";
import { createCardFromRecordings } from "@/lib/client/recordings";
import { MESSAGE_PACKS } from "@/lib/pricing/plans";
import {
  CARD_FROM_RECORDINGS_ERRORS,
  CARD_FROM_RECORDINGS_MAX_SECONDS,
  UNKNOWN_RECORDING_SECONDS,
  countedSeconds,
  withinCardLength,
} from "@/lib/recordings/card-selection";
import type { TRecordingJson } from "@/lib/recordings/serialize";

/** The recordings modal's pack: 10 audio message credits for $10.00, one-time (spec 002 section 9). */
const PACK = MESSAGE_PACKS.find((pack) => pack.key === "starter")!;
const CARD_FROM_RECORDINGS_FREE = "Your plan makes audio cards without credits: this one is free.";

type TProps = { guestbookId: string; selected: TRecordingJson[]; disabled: boolean };
/** `credits`: the balance, or "free" for an admin or an active business subscriber, whose card costs none (spec 002). */
type TStage = { kind: "closed" } | { kind: "confirm"; credits: number | "free" | null } | { kind: "creating" } | { kind: "buying" };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function CreateCardFromRecordings({ guestbookId, selected, disabled }: TProps) {
  const router = useRouter();
  const [stage, setStage] = useState<TStage>({ kind: "closed" });
  const [error, setError] = useState<string | null>(null);
  const [needsCredit, setNeedsCredit] = useState(false);
  const seconds = countedSeconds(selected.map((recording) => recording.durationMs));
  const fits = withinCardLength(selected.map((recording) => recording.durationMs));
  const unknown = selected.filter((recording) => recording.durationMs === null).length;

  async function open() {
    setError(null);
    setNeedsCredit(false);
    setStage({ kind: "confirm", credits: null });
    try {
      const { messageCredits, cardsWithoutCredit } = await getCredits();
      const credits = cardsWithoutCredit ? ("free" as const) : messageCredits.free + messageCredits.premium;
      setStage((current) => (current.kind === "confirm" ? { kind: "confirm", credits } : current));
    } catch {
      // The count is only information; the server decides when the card is made.
    }
  }

  async function create() {
    setError(null);
    setStage({ kind: "creating" });
    try {
      // A lapsed session goes to sign in and comes back to this page.
      const messageId = await createCardFromRecordings(
        guestbookId,
        selected.map((recording) => recording.id),
      );
      router.push(`/personal-message?from_recordings=1&messageId=${encodeURIComponent(messageId)}`);
    } catch (failure) {
      if (hasCode(failure, "REQUIRES_PAYMENT")) {
        setNeedsCredit(true);
        setStage({ kind: "confirm", credits: 0 });
        return;
      }
      setError(hasCode(failure, "TIMEOUT") ? "Request timed out. Please try again." : messageOf(failure, CARD_FROM_RECORDINGS_ERRORS.failed));
      setStage({ kind: "confirm", credits: null });
    }
  }

  async function buy() {
    setError(null);
    setStage({ kind: "buying" });
    const origin = window.location.origin;
    const result = await startCheckout(
      {
        mode: "payment",
        upgradeType: "audio_message_credits",
        packKey: PACK.key,
        successUrl: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}&from_guestbook=${encodeURIComponent(guestbookId)}`,
        cancelUrl: `${origin}/manage-guestbook/${encodeURIComponent(guestbookId)}?tab=recordings`,
      },
      { fallback: PURCHASE_FAILED, unreachable: PURCHASE_FAILED },
    );
    if ("url" in result) return window.location.assign(result.url);
    setError(result.error);
    setStage({ kind: "confirm", credits: null });
  }

  const busy = stage.kind === "creating" || stage.kind === "buying";
  const credits = stage.kind === "confirm" ? stage.credits : null;
  const outOfCredits = needsCredit || credits === 0;

  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm" disabled={disabled || selected.length === 0} onClick={() => void open()}>
        Create Page from Recording(s) ({selected.length})
      </button>
      <Modal open={stage.kind !== "closed"} onClose={() => (busy ? undefined : setStage({ kind: "closed" }))} title="Audio Message Credits">
        <div className="stack">
          <p>
            Make one audio card from {selected.length === 1 ? "this recording" : `these ${selected.length} recordings`}, joined in the list&apos;s order at one
            volume.{credits === "free" ? "" : " It uses 1 audio message credit."}
          </p>
          <p>
            Length: about {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, "0")} of {CARD_FROM_RECORDINGS_MAX_SECONDS / 60}:00
            {unknown > 0 ? ` (${unknown} of unknown length counted as ${UNKNOWN_RECORDING_SECONDS} s each)` : ""}.
          </p>
          {!fits ? (
            <p className="alert alert-error" role="alert">
              {CARD_FROM_RECORDINGS_ERRORS.tooLong(seconds)}
            </p>
          ) : null}
          {credits === "free" ? <p>{CARD_FROM_RECORDINGS_FREE}</p> : null}
          {credits !== null && credits !== "free" ? (
            <p>{outOfCredits ? "You have no audio message credits left." : `You have ${credits} audio message ${credits === 1 ? "credit" : "credits"}.`}</p>
          ) : null}
          {outOfCredits ? (
            <p>
              <strong>
                {PACK.pages} audio message credits for {dollars(PACK.priceCents)}
              </strong>{" "}
              (one-time)
            </p>
          ) : null}
          <div role="status">
            {stage.kind === "creating" ? (
              <p>
                <Spinner /> Stitching your recordings into an audio card… This can take up to a minute; please keep this page open.
              </p>
            ) : null}
            {stage.kind === "buying" ? (
              <p>
                <Spinner /> Opening checkout…
              </p>
            ) : null}
          </div>
          <DialogActions
            error={error}
            busy={busy}
            onCancel={() => setStage({ kind: "closed" })}
            confirm={
              outOfCredits
                ? { label: `Buy ${PACK.pages} Credits for ${dollars(PACK.priceCents)}`, onClick: () => void buy() }
                : { label: "Create Page", onClick: () => void create(), disabled: !fits }
            }
            autoFocus="cancel"
          />
        </div>
      </Modal>
    </>
  );
}
