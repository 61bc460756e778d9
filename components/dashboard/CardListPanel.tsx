"use client";
// A dashboard tab's list of cards (Audio Cards, Pro Audio Cards; spec 002 dashboard): each card with its
// status, filters active / inactive / all, sort by creation date, search by name, id or title (all in the
// browser), and bulk delete after a confirmation with the count. The delete is optimistic: the cards
// leave the list first and come back if the server refuses. The list itself comes from the server
// component, so a refresh after a creation brings new cards in. Each tab passes its kind (texts, links,
// facts, the delete call), what goes above the list (create buttons, counters) and any further actions
// on the selection.
import { useRouter } from "next/navigation";
import { useRef, useState, type ReactNode } from "react";
import ConfirmDialog from "@/components/ui/ConfirmDialog";
import type { TFact } from "@/components/ui/FactList";
import { CARD_LIST_OPTIONS, DEFAULT_CARD_VIEW, cardFilterCounts, visibleCards, type TCardView, type TDashboardCard } from "@/lib/dashboard/card-view";
import { ListCard } from "./ListCard";
import { ListToolbar } from "./ListToolbar";
import dashboard from "./Dashboard.module.css";
import own from "./AudioCards.module.css";
import styles from "./Guestbooks.module.css";

/** Spec 002 §5: one card is named ('Are you sure you want to delete "{name}"? …'); a bulk delete gives the count. */
function deleteQuestion(chosen: readonly TDashboardCard[], plural: (count: number) => string): string {
  const what = chosen.length === 1 ? `"${chosen[0].name}"` : plural(chosen.length);
  return `Are you sure you want to delete ${what}? This action cannot be undone.`;
}

const DELETE_ERROR = "Failed to delete audio message. Please refresh the page if you see any issues.";

export const cardDateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** The facts every kind of card shows last: its title, when it was made and its id. */
export function commonCardFacts(card: Pick<TDashboardCard, "title" | "createdAt" | "id">): TFact[] {
  return [
    ["Title", card.title || "—"],
    [
      "Created",
      <time key="created" dateTime={card.createdAt}>
        {cardDateFormat.format(new Date(card.createdAt))}
      </time>,
    ],
    ["ID", card.id],
  ];
}

export type TCardListKind<C extends TDashboardCard> = {
  idPrefix: string;
  testId: string;
  /** 'audio card', 'pro audio card'. */
  noun: string;
  /** Capitalised plural noun for headings and buttons: 'Audio Cards'. */
  nounTitle: string;
  emptyHint: string;
  manageHref(id: string): string;
  viewHref(id: string): string;
  facts(card: C): readonly TFact[];
  deleteCard(id: string): Promise<void>;
};

type TProps<C extends TDashboardCard> = {
  kind: TCardListKind<C>;
  cards: C[];
  /** More cards exist than the list holds. */
  total: number;
  /** Above the list: create buttons, counters, notices. */
  header: ReactNode;
  /** Beside Delete Selected: what else the tab does with the selected cards (or, with none, the shown ones). */
  selectionActions?(targets: { chosen: C[]; shown: C[] }): ReactNode;
};

export function CardListPanel<C extends TDashboardCard>({ kind, cards: serverCards, total, header, selectionActions }: TProps<C>) {
  const router = useRouter();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [view, setView] = useState<TCardView>(DEFAULT_CARD_VIEW);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const nouns = `${kind.noun}s`;
  const plural = (count: number) => `${count} ${count === 1 ? kind.noun : nouns}`;
  const cards = serverCards.filter((card) => !removed.has(card.id));
  const shown = visibleCards(cards, view);
  const chosen = cards.filter((card) => selected.has(card.id));
  const allShownSelected = shown.length > 0 && shown.every((card) => selected.has(card.id));

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function setRemovedIds(ids: readonly string[], gone: boolean) {
    setRemoved((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (gone) next.add(id);
        else next.delete(id);
      return next;
    });
  }

  async function deleteChosen() {
    const targets = chosen.map((card) => card.id);
    setConfirming(false);
    setError(null);
    setDeleting(true);
    setRemovedIds(targets, true);
    setSelected(new Set());
    requestAnimationFrame(() => summaryRef.current?.focus());
    const results = await Promise.allSettled(targets.map((id) => kind.deleteCard(id)));
    const failed = targets.filter((_, index) => results[index].status === "rejected");
    if (failed.length > 0) {
      setRemovedIds(failed, false);
      setError(DELETE_ERROR);
    }
    setDeleting(false);
    // The tab's count and the counters come from the server.
    router.refresh();
  }

  return (
    <div className={styles.panel}>
      {header}

      <div role="alert">{error ? <p className="alert alert-error">{error}</p> : null}</div>

      {cards.length === 0 ? (
        <div className={`${dashboard.empty} ${styles.empty}`}>
          <p ref={summaryRef} tabIndex={-1} className={dashboard.emptyTitle}>
            You have no {nouns} yet.
          </p>
          <p className={dashboard.muted}>{kind.emptyHint}</p>
        </div>
      ) : (
        <>
          <ListToolbar
            idPrefix={kind.idPrefix}
            view={view}
            options={CARD_LIST_OPTIONS}
            counts={cardFilterCounts(cards, view.search)}
            onChange={(patch) => setView((current) => ({ ...current, ...patch }))}
          />
          <div className={styles.panelActions}>
            <label className={own.selectAll}>
              <input
                type="checkbox"
                checked={allShownSelected}
                onChange={() => setSelected(allShownSelected ? new Set() : new Set(shown.map((card) => card.id)))}
                disabled={shown.length === 0}
              />
              Select all shown
            </label>
            <button type="button" className="btn btn-danger btn-sm" disabled={chosen.length === 0 || deleting} onClick={() => setConfirming(true)}>
              Delete Selected ({chosen.length})
            </button>
            {selectionActions?.({ chosen, shown })}
          </div>
          <p ref={summaryRef} tabIndex={-1} aria-live="polite" className={styles.summary}>
            {shown.length === cards.length ? plural(cards.length) : `Showing ${shown.length} of ${plural(cards.length)}`}
            {cards.length < total ? ` (your ${cards.length} newest of ${total})` : ""}
          </p>
          {shown.length > 0 ? (
            <ul className={`${dashboard.cardList} ${styles.cards}`}>
              {shown.map((card) => (
                <ListCard
                  key={card.id}
                  testId={kind.testId}
                  name={card.name}
                  manageHref={kind.manageHref(card.id)}
                  viewHref={kind.viewHref(card.id)}
                  viewLabel="View"
                  status={card.isActive ? "active" : "inactive"}
                  statusLabel={card.isActive ? "Active" : "Inactive"}
                  topClassName={own.top}
                  select={
                    // The label is the 44 px touch area around the box (a checkbox's own padding is not).
                    <label className={`check-target ${own.cardSelectTarget}`}>
                      <input
                        type="checkbox"
                        className={own.cardSelect}
                        checked={selected.has(card.id)}
                        onChange={() => toggle(card.id)}
                        aria-label={`Select ${card.name}`}
                      />
                    </label>
                  }
                  facts={kind.facts(card)}
                />
              ))}
            </ul>
          ) : (
            <div className={`${dashboard.empty} ${styles.empty}`}>
              <p className={dashboard.emptyTitle}>No {nouns} match your search and filter.</p>
              <button type="button" className="btn btn-outline" onClick={() => setView((current) => ({ ...current, search: "", filter: "all" }))}>
                Show all {nouns}
              </button>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title={`Delete ${kind.nounTitle}`}
        message={deleteQuestion(chosen, plural)}
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteChosen()}
      />
    </div>
  );
}
