// 'Guestbook Not Found' (spec 001 §8) for a missing guestbook, one still waiting for payment, or, on
// the owner's preview, someone else's: the same answer, so ids cannot be probed. With the one way on
// that the page offers (the guests' page: the home page, in the guest's language).
import { getTranslations } from "next-intl/server";
import { FullLoadLink } from "@/components/ui/FullLoadLink";
import { GuestbookScreen } from "./GuestbookScreen";

export default async function GuestbookNotFound({ action }: { action?: { href: string; label: string } }) {
  const t = await getTranslations("guestPage");
  const way = action ?? { href: "/", label: t("notFoundAction") };
  return (
    <GuestbookScreen title={t("notFoundTitle")} text={t("notFoundText")}>
      <FullLoadLink href={way.href} className="btn btn-primary">
        {way.label}
      </FullLoadLink>
    </GuestbookScreen>
  );
}
