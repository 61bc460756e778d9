// /listen/{token}: the family's read-only page of a guestbook's voices (issue 38), rendered on the
// server for anyone holding the secret link, in its guestbook's language (else the visitor's: i18n/request.ts). An unknown, rotated or revoked token is the not-found page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import ListeningPage from "@/components/listening/ListeningPage";
import { getEnv } from "@/lib/env";
import { warmGuestbookPreview } from "@/lib/guestbooks/preview-image";
import { guestbookPreviewLook, guestbookPreviewPath, guestbookPreviewVersion } from "@/lib/guestbooks/share-preview";
import { listeningView } from "@/lib/listening/listening-view";
import { loadListeningPage } from "@/lib/listening/listening-language";
import { fromParam } from "@/lib/listening/listening-page-key";
import { isLanguage, ogLocaleOf } from "@/lib/i18n/languages";
import { buildSharedPageMetadata } from "@/lib/share/shared-page-metadata";

type TProps = { params: Promise<{ token: string }>; searchParams: Promise<{ from?: string | string[] }> };

// One read for the page, its metadata and its language (i18n/request.ts; memoised per request): the first
// page of messages, or the page that starts at `?from=` (a keepsake book's code for a message past the first page).
const loadAccess = (token: string, from: string | string[] | undefined) => loadListeningPage(token, fromParam(from));

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const { token } = await params;
  const access = await loadAccess(token, (await searchParams).from);
  const t = await getTranslations("listening");
  if (!access) return { title: `${t("notFoundTitle")} - Echobook`, robots: { index: false, follow: false } };
  const locale = await getLocale();
  const { guestbook } = access;
  warmGuestbookPreview(guestbook);
  const look = guestbookPreviewLook(guestbook);
  return {
    ...buildSharedPageMetadata({
      origin: getEnv().APP_URL,
      pagePath: `/listen/${token}`,
      imagePath: guestbookPreviewPath(guestbook.id, guestbookPreviewVersion(look)),
      heading: look.title,
      description: t("description"),
      audio: null,
      ogLocale: isLanguage(locale) ? ogLocaleOf(locale) : undefined,
    }),
    // The token is the page's key: links out of it must not carry it to other sites.
    referrer: "no-referrer",
  };
}

export default async function ListenPage({ params, searchParams }: TProps) {
  const { token } = await params;
  const access = await loadAccess(token, (await searchParams).from);
  if (!access) notFound();
  return <ListeningPage token={token} guestbook={access.guestbook} view={listeningView(token, access)} />;
}
