// The event types (spec 001) as a <select>'s options: the edit page and the wizard's step 3.
import { EVENT_TYPES } from "@/lib/constants/guestbooks";

export function EventTypeOptions() {
  return EVENT_TYPES.map((type) => (
    <option key={type} value={type}>
      {type}
    </option>
  ));
}
