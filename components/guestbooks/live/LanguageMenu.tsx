// The guest page's language menu: each language named in itself, a plain link to `?lang=<code>` (the
// server remembers the choice in a cookie: lib/http/page-headers.ts), so it ships no JavaScript. Shown
// only where the host left the language to each guest ('auto').
import { getLocale, getTranslations } from "next-intl/server";
import { LANGUAGES, LANGUAGE_PARAM } from "@/lib/i18n/languages";
import styles from "./GuestbookPage.module.css";

export async function LanguageMenu({ path }: { path: string }) {
  const t = await getTranslations("meta");
  const current = await getLocale();
  return (
    <nav className={styles.languages} aria-label={t("languageMenu")}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              className="tap-link"
              href={`${path}?${LANGUAGE_PARAM}=${language.code}`}
              lang={language.code}
              hrefLang={language.code}
              aria-current={language.code === current ? "true" : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
