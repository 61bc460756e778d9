// /guestbook/{id}: the owner's preview of the guest page, with recording switched off. Not signed in →
// /login (middleware does this first); someone else's guestbook → 404, like a missing one. It lives in
// (public), without the site's header and footer, so the guest page is framed once, as a guest sees it,
// under the owner's bar with Back to Dashboard.
import { requirePageUser } from "@/lib/auth/require-page-user";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import GuestbookPage from "@/components/guestbooks/live/GuestbookPage";
import { guestbookMetadata } from "@/lib/guestbooks/guestbook-metadata";
import PreviewRecorder from "@/components/guestbooks/live/PreviewRecorder";
import RecordingStateNotice from "@/components/guestbooks/live/RecordingStateNotice";
import { getSessionUser } from "@/lib/auth/session";
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { getPublicGuestbook, toPublicGuestbook, type TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { ApiError } from "@/lib/http/errors";
import styles from "./preview.module.css";

type TProps = { params: Promise<{ id: string }> };

const loadPreview = cache(async (id: string, userId: string): Promise<TPublicGuestbook | null> => {
  try {
    const managed = await getManagedGuestbook({ id, userId });
    // The public view carries the creator's logo; a guestbook still waiting for payment has none.
    return (await getPublicGuestbook(managed.id, { fresh: true })) ?? toPublicGuestbook(managed, null);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") return null;
    throw error;
  }
});

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const [{ id }, user] = await Promise.all([params, getSessionUser()]);
  return guestbookMetadata(user ? await loadPreview(id, user.id) : null, { preview: true });
}

export default async function GuestbookPreviewPage({ params }: TProps) {
  const [{ id }, user] = await Promise.all([params, requirePageUser()]);
  const guestbook = await loadPreview(id, user.id);
  if (!guestbook) notFound();

  return (
    <>
      <div className={styles.bar}>
        <p className={styles.note}>
          <span className="badge">Preview</span> This is how guests see your guestbook. Recording is off here.
        </p>
        <div className={styles.actions}>
          <Link href="/dashboard" className="btn btn-outline btn-sm">
            Back to Dashboard
          </Link>
          <a href={`/live-guestbook/${guestbook.id}`} target="_blank" rel="noopener" className="btn btn-primary btn-sm">
            Open the guest page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <GuestbookPage guestbook={guestbook}>
        {guestbook.state !== "open" && <RecordingStateNotice state={guestbook.state} opensAt={guestbook.opensAt} closesAt={guestbook.closesAt} />}
        <PreviewRecorder maxRecordingDuration={guestbook.maxRecordingDuration} />
      </GuestbookPage>
    </>
  );
}
