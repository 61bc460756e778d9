// A pro card link that names no card (never made, mistyped, or deleted by its seller): the spec's title,
// in the visitor's language.
import { getTranslations } from "next-intl/server";
import { PublicCardMissing } from "@/components/cards/public/PublicCardPage";

export default async function ProCardNotFound() {
  const t = await getTranslations("card");
  return (
    <PublicCardMissing title={t("proNotFoundTitle")} alert={t("proNotFound")}>
      <p>{t("proCheckLink")}</p>
    </PublicCardMissing>
  );
}
