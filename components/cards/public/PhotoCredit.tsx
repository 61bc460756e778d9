// The cover photographer's credit under a card, linked to the photo on Unsplash when it came from there,
// in the guest page's words for the same credit.
import { getTranslations } from "next-intl/server";

type TProps = { photographer: string | null; unsplashUrl: string | null };

export default async function PhotoCredit({ photographer, unsplashUrl }: TProps) {
  if (!photographer) return null;
  const t = await getTranslations("guestPage");
  if (!unsplashUrl) return <p>{t("photo", { name: photographer })}</p>;
  return (
    <p>
      <a href={unsplashUrl} target="_blank" rel="noopener noreferrer">
        {t("photoUnsplash", { name: photographer })}
        <span className="visually-hidden"> {t("newTab")}</span>
      </a>
    </p>
  );
}
