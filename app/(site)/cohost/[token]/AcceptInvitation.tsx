"use client";
// The invitee's Accept on /cohost/{token}: accepts over the API, then opens the guestbook's manage page.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AlertText } from "@/components/ui/AlertText";
import { messageOf } from "@/lib/client/api";
import { acceptCohostInvitation } from "@/lib/client/cohosts";

export function AcceptInvitation({ token, guestbookName }: { token: string; guestbookName: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setPending(true);
    setError(null);
    try {
      const { guestbookId } = await acceptCohostInvitation(token);
      router.push(`/manage-guestbook/${encodeURIComponent(guestbookId)}`);
    } catch (failure) {
      setError(messageOf(failure, "The invitation could not be accepted. Please try again."));
      setPending(false);
    }
  }

  return (
    <>
      <p>As a co-host you can listen to and download its voice messages, approve or hide them, edit its texts and look, and print its signs.</p>
      {/* The guestbook's name may be one long word: the label wraps inside the card instead of widening it. */}
      <button type="button" className="btn btn-primary btn-block" disabled={pending} onClick={() => void accept()}>
        <span style={{ minWidth: 0, overflowWrap: "anywhere" }}>{pending ? "Accepting…" : `Accept and co-host “${guestbookName}”`}</span>
      </button>
      <AlertText message={error} />
    </>
  );
}
