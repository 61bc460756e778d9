"use client";
// The guest page could not be read (spec 001 §8: 'Failed to load guestbook' shown as 'Guestbook Not
// Available'): a heading, the reason in the spec's words and a way to try again. Never the error itself.
import { GuestbookScreen } from "@/components/guestbooks/live/GuestbookScreen";

export default function LiveGuestbookLoadError() {
  return (
    <GuestbookScreen title="Guestbook Not Available" text="Failed to load guestbook">
      {/* A full load: the server renders the page again (reset() alone would only retry on the client). */}
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Try Again
      </button>
    </GuestbookScreen>
  );
}
