// A link to a message that does not exist (or was mistyped): the spec's error text, with the id asked for,
// in the visitor's language. A server component: the id comes from the address the middleware passed on.
import Link from "next/link";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import styles from "@/components/messages/MessagePage.module.css";

export default async function MessageNotFound() {
  const t = await getTranslations("message");
  const asked = /^\/message\/([^/?#]+)/.exec((await headers()).get("x-return-path") ?? "")?.[1];
  let id = "";
  try {
    id = asked ? decodeURIComponent(asked) : "";
  } catch {
    id = asked ?? "";
  }
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.heading}>{t("missingTitle")}</h1>
        <p role="alert" className="error-text">
          {t("missingError")}
        </p>
        <p className={styles.muted}>{id ? t("missingId", { id }) : t("missingNoId")}</p>
        <p>{t("missingHint")}</p>
        <Link href="/record" className="btn btn-primary">
          {t("missingAction")}
        </Link>
      </div>
    </div>
  );
}
