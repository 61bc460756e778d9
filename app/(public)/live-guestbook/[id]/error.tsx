"use client";
// The guest page could not be read (spec 001 §8: 'Failed to load guestbook' shown as 'Guestbook Not
// Available'): a heading, the reason in the spec's words and a way to try again. Never the error itself.
import PublicLogo from "@/components/site/PublicLogo";
import screen from "@/components/site/ErrorScreen.module.css";

export default function LiveGuestbookLoadError() {
  return (
    <>
      <div className="container">
        <PublicLogo />
      </div>
      <div className={`container ${screen.screen}`}>
        <h1 className={screen.title}>Guestbook Not Available</h1>
        <p className={screen.text}>Failed to load guestbook</p>
        <div className={screen.actions}>
          {/* A full load: the server renders the page again (reset() alone would only retry on the client). */}
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Try Again
          </button>
        </div>
      </div>
    </>
  );
}
