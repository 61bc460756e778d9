// Search, status filter and sort of a guestbook list; all applied in the browser.
import { SelectField } from "@/components/ui/SelectField";
import {
  FILTER_LABELS,
  GUESTBOOK_SORTS,
  SORT_LABELS,
  STATUS_FILTERS,
  type TGuestbookView,
  type TStatusFilter,
} from "@/lib/dashboard/guestbook-view";
import styles from "./Guestbooks.module.css";

type TProps = {
  idPrefix: string;
  view: TGuestbookView;
  counts: Record<TStatusFilter, number>;
  onChange: (patch: Partial<TGuestbookView>) => void;
};

export function GuestbookToolbar({ idPrefix, view, counts, onChange }: TProps) {
  return (
    <div className={styles.toolbar}>
      <div className={`field ${styles.searchField}`}>
        <label className="label" htmlFor={`${idPrefix}-search`}>
          Search
        </label>
        <input
          id={`${idPrefix}-search`}
          className="input"
          type="search"
          placeholder="Guestbook name or ID"
          autoComplete="off"
          maxLength={200}
          value={view.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <SelectField
        id={`${idPrefix}-sort`}
        label="Sort by"
        className={styles.sortField}
        value={view.sort}
        options={GUESTBOOK_SORTS}
        labels={SORT_LABELS}
        onChange={(sort) => onChange({ sort })}
      />
      <div className={styles.filters} role="group" aria-label="Filter by status">
        {STATUS_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={`chip ${styles.filter} ${view.filter === filter ? styles.filterActive : ""}`}
            aria-pressed={view.filter === filter}
            onClick={() => onChange({ filter })}
          >
            {FILTER_LABELS[filter]}
            <span className={styles.filterCount} aria-hidden="true">
              {counts[filter]}
            </span>
            <span className="visually-hidden"> ({counts[filter]})</span>
          </button>
        ))}
      </div>
    </div>
  );
}
