// Search, filter and sort of a dashboard list, all applied in the browser: the guestbook tabs and the
// Audio Cards tab each pass their own sorts, filters and labels (GUESTBOOK_LIST_OPTIONS, CARD_LIST_OPTIONS).
import { SelectField } from "@/components/ui/SelectField";
import { TextField } from "@/components/ui/TextField";
import { LIST_SEARCH_MAX, type TListOptions } from "@/lib/dashboard/guestbook-view";
import styles from "./Guestbooks.module.css";

export type TListView<S extends string, F extends string> = { sort: S; filter: F; search: string };

type TProps<S extends string, F extends string> = {
  idPrefix: string;
  view: TListView<S, F>;
  options: TListOptions<S, F>;
  counts: Record<F, number>;
  onChange: (patch: Partial<TListView<S, F>>) => void;
};

export function ListToolbar<S extends string, F extends string>({ idPrefix, view, options, counts, onChange }: TProps<S, F>) {
  const { sorts, sortLabels, filters, filterLabels, searchPlaceholder } = options;
  return (
    <div className={styles.toolbar}>
      <TextField
        id={`${idPrefix}-search`}
        label="Search"
        className={styles.searchField}
        input={{ type: "search", placeholder: searchPlaceholder, autoComplete: "off" }}
        maxLength={LIST_SEARCH_MAX}
        value={view.search}
        onChange={(search) => onChange({ search } as Partial<TListView<S, F>>)}
      />
      <SelectField
        id={`${idPrefix}-sort`}
        label="Sort by"
        className={styles.sortField}
        value={view.sort}
        options={sorts}
        labels={sortLabels}
        onChange={(sort) => onChange({ sort } as Partial<TListView<S, F>>)}
      />
      <div className={styles.filters} role="group" aria-label="Filter by status">
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            className={`chip ${styles.filter} ${view.filter === filter ? styles.filterActive : ""}`}
            aria-pressed={view.filter === filter}
            onClick={() => onChange({ filter } as Partial<TListView<S, F>>)}
          >
            {filterLabels[filter]}
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
