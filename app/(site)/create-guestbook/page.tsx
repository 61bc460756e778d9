import type { Metadata } from "next";
import { firstParam } from "@/components/auth/search-param";
import { getSessionUser } from "@/lib/auth/session";
import { getOwnedGuestbook } from "@/lib/guestbooks/access";
import { serializeGuestbook } from "@/lib/guestbooks/serialize";
import { ApiError } from "@/lib/http/errors";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { CreateGuestbookWizard } from "./CreateGuestbookWizard";
import type { TCreatedGuestbook } from "@/lib/client/guestbooks";
import styles from "./wizard.module.css";

export const metadata: Metadata = sitePageMetadata({
  path: "/create-guestbook",
  title: "Create Guestbook",
  description: "Create an audio guestbook for your event: guests leave voice messages from their phones, no app needed.",
});

// After paying for a new guestbook the buyer comes back here with ?guestbookId= and the wizard opens on
// step 3 with it. Only the owner's own guestbook opens that way; anything else is the empty wizard.
async function createdGuestbook(userId: string, id: string | undefined): Promise<TCreatedGuestbook | null> {
  if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  try {
    const g = await serializeGuestbook(await getOwnedGuestbook({ id, userId }));
    const { name, eventType, eventTypeCustom, eventDate, tierIdx, tierName, maxGuests, maxRecordingDuration, publicUrl } = g;
    return { id: g.id, name, eventType, eventTypeCustom, eventDate, tierIdx, tierName, maxGuests, maxRecordingDuration, publicUrl };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export default async function CreateGuestbookPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [user, params] = await Promise.all([getSessionUser(), searchParams]);
  const created = user ? await createdGuestbook(user.id, firstParam(params.guestbookId)) : null;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Create your audio guestbook</h1>
      <CreateGuestbookWizard signedIn={user !== null} restoreRequested={firstParam(params.restore) === "true"} initialCreated={created} />
    </div>
  );
}
