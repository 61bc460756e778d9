// A card link that names no card (never made, mistyped, or deleted): the spec's screen title and text, in
// the visitor's language.
import { getTranslations } from "next-intl/server";
import { FullLoadLink } from "@/components/ui/FullLoadLink";
import { PublicCardMissing } from "@/components/cards/public/PublicCardPage";

export default async function CardNotFound() {
  const t = await getTranslations("card");
  return (
    <PublicCardMissing title={t("notAvailableTitle")} alert={t("notFound")}>
      <p>{t("notFoundText")}</p>
      <FullLoadLink href="/personal-message" className="btn btn-primary">
        {t("makeOwn")}
      </FullLoadLink>
    </PublicCardMissing>
  );
}
