"use client";
// The Audio Cards tab (spec 002, dashboard): the user's cards with their status, filters active /
// inactive / all, sort by creation date, search by name, id or title (all in the browser), bulk delete
// after a confirmation with the count (optimistic: the cards leave the list first and come back if the
// server refuses), 'Create New Audio Message' for users with no tier who are not admins, and the card
// credits left (free + premium).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import ConfirmDialog from "@/components/guestbooks/manage/ConfirmDialog";
import { apiFetch } from "@/lib/client/api";
import { CARD_LIST_OPTIONS, DEFAULT_CARD_VIEW, cardFilterCounts, visibleCards, type TCardView, type TDashboardCard } from "@/lib/dashboard/card-view";
import { FactList } from "@/components/ui/FactList";
import { ListCard } from "./ListCard";
import { ListToolbar } from "./ListToolbar";
import dashboard from "./Dashboard.module.css";
import own from "./AudioCards.module.css";
import styles from "./Guestbooks.module.css";

const DELETE_ERROR = "Failed to delete audio message. Please refresh the page if you see any issues.";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const plural = (count: number) => `${count} audio ${count === 1 ? "card" : "cards"}`;

type TProps = {
  cards: TDashboardCard[];
  /** More cards exist than the list holds. */
  total: number;
  credits: { free: number; premium: number };
  canCreate: boolean;
};

export function AudioCardsPanel({ cards: initialCards, total, credits, canCreate }: TProps) {
  const router = useRouter();
  const [cards, setCards] = useState(initialCards);
  const [view, setView] = useState<TCardView>(DEFAULT_CARD_VIEW);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
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

  async function deleteChosen() {
    const targets = chosen;
    setConfirming(false);
    setError(null);
    setDeleting(true);
    setCards((current) => current.filter((card) => !selected.has(card.id)));
    setSelected(new Set());
    requestAnimationFrame(() => summaryRef.current?.focus());
    const results = await Promise.allSettled(
      // 404: already gone (deleted in another window); the list is right without it.
      targets.map((card) => apiFetch(`/api/personal-messages/${encodeURIComponent(card.id)}`, { method: "DELETE", okStatuses: [404] })),
    );
    const failed = targets.filter((_, index) => results[index].status === "rejected");
    if (failed.length > 0) {
      setCards((current) => [...current, ...failed]);
      setError(DELETE_ERROR);
    }
    setDeleting(false);
    // The tab's count and the credits come from the server.
    router.refresh();
  }

  return (
    <div className={styles.panel}>
      <div className={styles.panelActions}>
        {canCreate ? (
          <Link href="/personal-message" className="btn btn-primary">
            Create New Audio Message
          </Link>
        ) : null}
      </div>
      <FactList
        className={styles.counters}
        label="Audio card credits"
        facts={[
          ["Card credits available", credits.free + credits.premium],
          ["Free", credits.free],
          ["Premium", credits.premium],
        ]}
      />

      <div role="alert">{error ? <p className="alert alert-error">{error}</p> : null}</div>

      {cards.length === 0 ? (
        <div className={`${dashboard.empty} ${styles.empty}`}>
          <p ref={summaryRef} tabIndex={-1} className={dashboard.emptyTitle}>
            You have no audio cards yet.
          </p>
          <p className={dashboard.muted}>Record a voice message, give it a cover and share its link or QR code.</p>
        </div>
      ) : (
        <>
          <ListToolbar
            idPrefix="audio-messages"
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
          </div>
          <p ref={summaryRef} tabIndex={-1} aria-live="polite" className={styles.summary}>
            {shown.length === cards.length ? plural(cards.length) : `Showing ${shown.length} of ${plural(cards.length)}`}
            {cards.length < total ? ` (your ${cards.length} newest of ${total})` : ""}
          </p>
          {shown.length > 0 ? (
            <ul className={`${dashboard.cardList} ${styles.cards}`}>
              {shown.map((card) => (
                <AudioCardItem key={card.id} card={card} selected={selected.has(card.id)} onToggle={() => toggle(card.id)} />
              ))}
            </ul>
          ) : (
            <div className={`${dashboard.empty} ${styles.empty}`}>
              <p className={dashboard.emptyTitle}>No audio cards match your search and filter.</p>
              <button type="button" className="btn btn-outline" onClick={() => setView((current) => ({ ...current, search: "", filter: "all" }))}>
                Show all audio cards
              </button>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title="Delete Audio Cards"
        message={`Are you sure you want to delete ${plural(chosen.length)}? This action cannot be undone.`}
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteChosen()}
      />
    </div>
  );
}

function AudioCardItem({ card, selected, onToggle }: { card: TDashboardCard; selected: boolean; onToggle(): void }) {
  const created = <time dateTime={card.createdAt}>{dateFormat.format(new Date(card.createdAt))}</time>;
  return (
    <ListCard
      testId="audio-card"
      name={card.name}
      manageHref={`/manage-audio-message/${encodeURIComponent(card.id)}`}
      viewHref={`/personal-message/${encodeURIComponent(card.id)}`}
      viewLabel="View"
      status={card.isActive ? "active" : "inactive"}
      statusLabel={card.isActive ? "Active" : "Inactive"}
      topClassName={own.top}
      select={<input type="checkbox" className={own.cardSelect} checked={selected} onChange={onToggle} aria-label={`Select ${card.name}`} />}
      facts={[
        ["Title", card.title || "—"],
        ["Created", created],
        ["ID", card.id],
      ]}
    />
  );
}
