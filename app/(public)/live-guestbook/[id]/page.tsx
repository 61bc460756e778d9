// /live-guestbook/{id}: the page guests open from the QR code. Rendered on the server from the public
// view of the guestbook; the recording flow is its only client component.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import GuestbookPage from "@/components/guestbooks/live/GuestbookPage";
import GuestFlow from "@/components/guestbooks/live/GuestFlow";
import { guestbookMetadata } from "@/lib/guestbooks/guestbook-metadata";
import RecordingStateNotice from "@/components/guestbooks/live/RecordingStateNotice";
import { getEnv } from "@/lib/env";
import { warmGuestbookPreview } from "@/lib/guestbooks/preview-image";
import { getPublicGuestbook } from "@/lib/guestbooks/public-guestbook";

type TProps = { params: Promise<{ id: string }> };

const loadGuestbook = cache(getPublicGuestbook);

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const guestbook = await loadGuestbook((await params).id);
  // A crawler fetches og:image right after the page: start drawing it now.
  if (guestbook) warmGuestbookPreview(guestbook);
  return guestbookMetadata(guestbook, { origin: getEnv().APP_URL });
}

export default async function LiveGuestbookPage({ params }: TProps) {
  const { id } = await params;
  const guestbook = await loadGuestbook(id);
  if (!guestbook) notFound();

  return (
    <GuestbookPage guestbook={guestbook}>
      {guestbook.state === "open" ? (
        <GuestFlow
          guestbookId={guestbook.id}
          maxRecordingDuration={guestbook.maxRecordingDuration}
          guestInfo={guestbook.guestInfo}
          allowAnonymous={guestbook.allowAnonymous}
        />
      ) : (
        <RecordingStateNotice state={guestbook.state} opensAt={guestbook.opensAt} closesAt={guestbook.closesAt} />
      )}
    </GuestbookPage>
  );
}
