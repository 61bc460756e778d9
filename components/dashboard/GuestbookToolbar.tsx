// Search, status filter and sort of a guestbook list; all applied in the browser.
import { FILTER_LABELS, GUESTBOOK_SORTS, SORT_LABELS, STATUS_FILTERS, type TGuestbookView, type TStatusFilter } from "@/lib/dashboard/guestbook-view";
import { ListToolbar } from "./ListToolbar";

type TProps = {
  idPrefix: string;
  view: TGuestbookView;
  counts: Record<TStatusFilter, number>;
  onChange: (patch: Partial<TGuestbookView>) => void;
};

export function GuestbookToolbar({ idPrefix, view, counts, onChange }: TProps) {
  return (
    <ListToolbar
      idPrefix={idPrefix}
      view={view}
      sorts={GUESTBOOK_SORTS}
      sortLabels={SORT_LABELS}
      filters={STATUS_FILTERS}
      filterLabels={FILTER_LABELS}
      counts={counts}
      searchPlaceholder="Guestbook name or ID"
      onChange={onChange}
    />
  );
}
