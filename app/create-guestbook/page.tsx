import type { Metadata } from "next";
import { firstParam } from "@/components/auth/search-param";
import { getSessionUser } from "@/lib/auth/session";
import { CreateGuestbookWizard } from "./CreateGuestbookWizard";
import styles from "./wizard.module.css";

export const metadata: Metadata = {
  title: "Create Guestbook - Echobook",
  description: "Create an audio guestbook for your event: guests leave voice messages from their phones, no app needed.",
};

export default async function CreateGuestbookPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [user, { restore }] = await Promise.all([getSessionUser(), searchParams]);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Create your audio guestbook</h1>
      <CreateGuestbookWizard signedIn={user !== null} restoreRequested={firstParam(restore) === "true"} />
    </div>
  );
}
