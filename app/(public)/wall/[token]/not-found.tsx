// A wall link that opens nothing (never made, rotated or revoked by the host): the 404 screen, in the
// visitor's language.
import { getTranslations } from "next-intl/server";
import { GuestbookScreen } from "@/components/guestbooks/live/GuestbookScreen";
import { FullLoadLink } from "@/components/ui/FullLoadLink";

export default async function WallNotFound() {
  const t = await getTranslations("wall");
  return (
    <GuestbookScreen title={t("notFoundTitle")} text={t("notFoundText")}>
      <FullLoadLink href="/" className="btn btn-primary">
        {t("notFoundAction")}
      </FullLoadLink>
    </GuestbookScreen>
  );
}
