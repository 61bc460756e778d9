// /live-guestbook/{id}: the page guests open from the QR code. Rendered on the server from the public
// view of the guestbook, in the guestbook's language or the guest's (i18n/request.ts); the recording flow
// is its only client component, and gets only its own part of the catalogue.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/ClientMessages";
import { getLocale, getMessages } from "next-intl/server";
import GuestbookPage from "@/components/guestbooks/live/GuestbookPage";
import GuestFlow from "@/components/guestbooks/live/GuestFlow";
import { guestbookMetadata } from "@/lib/guestbooks/guestbook-metadata";
import RecordingStateNotice from "@/components/guestbooks/live/RecordingStateNotice";
import { getEnv } from "@/lib/env";
import { loadPublicGuestbook } from "@/lib/guestbooks/page-language";
import { warmGuestbookPreview } from "@/lib/guestbooks/preview-image";
import { isLanguage, ogLocaleOf } from "@/lib/i18n/languages";
import { GUEST_FLOW_NAMESPACES, pickMessages } from "@/lib/i18n/pick-messages";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const guestbook = await loadPublicGuestbook((await params).id);
  // A crawler fetches og:image right after the page: start drawing it now.
  if (guestbook) warmGuestbookPreview(guestbook);
  const locale = await getLocale();
  return guestbookMetadata(guestbook, { origin: getEnv().APP_URL, ogLocale: isLanguage(locale) ? ogLocaleOf(locale) : undefined });
}

export default async function LiveGuestbookPage({ params }: TProps) {
  const { id } = await params;
  const guestbook = await loadPublicGuestbook(id);
  if (!guestbook) notFound();

  return (
    <GuestbookPage guestbook={guestbook} languageMenuPath={`/live-guestbook/${guestbook.id}`}>
      {guestbook.state === "open" ? (
        <ClientMessages locale={await getLocale()} messages={pickMessages(await getMessages(), GUEST_FLOW_NAMESPACES)}>
          <GuestFlow
            guestbookId={guestbook.id}
            maxRecordingDuration={guestbook.maxRecordingDuration}
            guestInfo={guestbook.guestInfo}
            allowAnonymous={guestbook.allowAnonymous}
          />
        </ClientMessages>
      ) : (
        <RecordingStateNotice state={guestbook.state} opensAt={guestbook.opensAt} closesAt={guestbook.closesAt} />
      )}
    </GuestbookPage>
  );
}
