// What guests see instead of the recorder when the guestbook takes no recordings now (spec 001 §4).
import { GUESTBOOK_NOT_ACTIVE } from "@/lib/constants/guestbooks";
import type { TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { formatDateTimeUtc } from "@/lib/format/time";
import LocalDateTime from "./LocalDateTime";
import styles from "./GuestFlow.module.css";

type TProps = Pick<TPublicGuestbook, "state" | "opensAt" | "closesAt">;

function When({ iso }: { iso: string }) {
  return <LocalDateTime iso={iso} serverText={formatDateTimeUtc(iso)} />;
}

export default function RecordingStateNotice({ state, opensAt, closesAt }: TProps) {
  let text;
  if (state === "upcoming" && opensAt) {
    text = (
      <>
        Recording will be available starting <When iso={opensAt} />.
      </>
    );
  } else if (state === "closed" && closesAt) {
    text = (
      <>
        Recording was available until <When iso={closesAt} />.
      </>
    );
  } else {
    text = GUESTBOOK_NOT_ACTIVE;
  }
  return <p className={styles.notice}>{text}</p>;
}
