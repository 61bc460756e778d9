// The 404 screen: inside the site's frame for any address that matches no page (app/(site)/not-found.tsx),
// and on its own for a missing page outside it (app/not-found.tsx). That boundary is part of every page's
// payload, the guest's page included, so its links are plain full loads (no next/link code on every phone).
// In the visitor's language (the embed player's missing message, a guest's mistyped link).
import { getTranslations } from "next-intl/server";
import { FullLoadLink } from "@/components/ui/FullLoadLink";
import screen from "./ErrorScreen.module.css";
import styles from "./NotFoundScreen.module.css";

export default async function NotFoundScreen() {
  const t = await getTranslations("notFound");
  return (
    <div className={`container ${screen.screen}`}>
      <p className={`badge ${styles.code}`} aria-hidden="true">
        404
      </p>
      <h1 className={screen.title}>{t("title")}</h1>
      <p className={screen.text}>{t("text")}</p>
      <div className={screen.actions}>
        <FullLoadLink href="/" className="btn btn-primary">
          {t("home")}
        </FullLoadLink>
        <FullLoadLink href="/#listen" className="btn btn-outline">
          {t("examples")}
        </FullLoadLink>
      </div>
    </div>
  );
}
