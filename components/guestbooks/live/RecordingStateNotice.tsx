// What guests see instead of the recorder when the guestbook takes no recordings now (spec 001 §4), in
// the page's language; the moment itself in the guest's own locale and time zone (LocalDateTime).
import { getLocale, getTranslations } from "next-intl/server";
import type { TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { formatDateTimeUtc } from "@/lib/format/time";
import LocalDateTime from "./LocalDateTime";
import styles from "./GuestFlow.module.css";

type TProps = Pick<TPublicGuestbook, "state" | "opensAt" | "closesAt">;

export default async function RecordingStateNotice({ state, opensAt, closesAt }: TProps) {
  const t = await getTranslations("guestPage");
  const locale = await getLocale();
  const when = (iso: string) =>
    function moment() {
      return <LocalDateTime iso={iso} locale={locale} serverText={formatDateTimeUtc(iso, locale)} />;
    };
  let text;
  if (state === "upcoming" && opensAt) text = t.rich("opensAt", { when: when(opensAt) });
  else if (state === "closed" && closesAt) text = t.rich("closedAt", { when: when(closesAt) });
  else text = t("inactive");
  return <p className={styles.notice}>{text}</p>;
}
