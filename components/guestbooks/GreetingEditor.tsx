"use client";
// The host's greeting, on the manage page's Personalization tab and the create wizard's last step:
// record it with the one recorder (or upload a voice memo), listen to it, send it, then listen, replace or
// remove it. The server measures it and refuses one over GREETING_MAX_SECONDS, keeping the earlier one.
import { useId, useState } from "react";
import useSWR from "swr";
import ConfirmDialog from "@/components/ui/ConfirmDialog";
import { deleteGreeting, greetingKey, putGreeting, type TGreetingBody } from "@/lib/client/guestbooks";
import Recorder from "@/components/recorder/Recorder";
import type { TTake } from "@/components/recorder/useRecorder";
import { Spinner } from "@/components/ui/Spinner";
import { messageOf } from "@/lib/client/api";
import { extensionForMimeType } from "@/lib/client/recorder/choose-mime-type";
import { GREETING_MAX_SECONDS } from "@/lib/constants/guestbooks";
import GreetingPlayer from "./GreetingPlayer";
import styles from "./GreetingEditor.module.css";

type TNotice = { kind: "success" | "error"; text: string } | null;

export default function GreetingEditor({ guestbookId, headingLevel = 2 }: { guestbookId: string; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const { data, error: loadError, isLoading, mutate } = useSWR<TGreetingBody>(greetingKey(guestbookId));
  const greeting = data?.greeting;
  const [replacing, setReplacing] = useState(false);
  const [take, setTake] = useState<TTake | null>(null);
  const [recorderKey, setRecorderKey] = useState(0);
  const [busy, setBusy] = useState<"saving" | "removing" | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [notice, setNotice] = useState<TNotice>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  function closeRecorder() {
    setTake(null);
    setReplacing(false);
    setRecorderKey((key) => key + 1);
  }

  async function save() {
    if (!take || busy) return;
    setBusy("saving");
    setNotice(null);
    try {
      const saved = await putGreeting(guestbookId, { blob: take.blob, fileName: take.fileName ?? `greeting.${extensionForMimeType(take.mimeType)}` });
      await mutate({ greeting: saved }, { revalidate: false });
      closeRecorder();
      setNotice({ kind: "success", text: "Greeting saved. Guests can play it on the guestbook page." });
    } catch (error) {
      setNotice({ kind: "error", text: `Failed to save the greeting: ${messageOf(error, "please try again.")}` });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setConfirmRemove(false);
    setBusy("removing");
    setNotice(null);
    try {
      await deleteGreeting(guestbookId);
      await mutate({ greeting: null }, { revalidate: false });
      setNotice({ kind: "success", text: "Greeting removed." });
    } catch (error) {
      setNotice({ kind: "error", text: `Failed to remove the greeting: ${messageOf(error, "please try again.")}` });
    } finally {
      setBusy(null);
    }
  }

  const showRecorder = greeting === null || replacing;

  return (
    <section className={styles.editor} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Your greeting
      </Heading>
      <p className="hint">
        Guests can play it on the guestbook page before they record (it never plays by itself). Say hello, and what you would love to hear. Up to{" "}
        {GREETING_MAX_SECONDS} seconds.
      </p>

      {isLoading ? (
        <p role="status" className={styles.loading}>
          <Spinner /> Loading your greeting…
        </p>
      ) : loadError ? (
        <div role="alert" className={styles.loadError}>
          <p className="error-text">Could not load your greeting.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void mutate()}>
            Retry
          </button>
        </div>
      ) : (
        <>
          {greeting && !replacing ? (
            <>
              <GreetingPlayer greeting={greeting} title="Your saved greeting" />
              <div className={styles.actions}>
                <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => setReplacing(true)}>
                  Replace
                </button>
                <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => setConfirmRemove(true)}>
                  Remove
                </button>
              </div>
            </>
          ) : null}

          {showRecorder ? (
            <div className={styles.recorder}>
              <Recorder
                key={recorderKey}
                maxDurationSeconds={GREETING_MAX_SECONDS}
                startLabel={greeting ? "Record a new greeting" : "Record a greeting"}
                onTake={setTake}
                onReset={() => setTake(null)}
                disabled={busy !== null}
              />
              {take ? (
                <button type="button" className="btn btn-primary btn-lg btn-block" aria-disabled={busy !== null || undefined} onClick={() => void save()}>
                  Save greeting
                </button>
              ) : null}
              {replacing ? (
                <button type="button" className="btn btn-ghost btn-block" disabled={busy !== null} onClick={closeRecorder}>
                  Keep the current greeting
                </button>
              ) : null}
            </div>
          ) : null}
        </>
      )}

      <div role="status" className={styles.status}>
        {busy === "saving" ? (
          <p className={styles.loading}>
            <Spinner /> Saving your greeting…
          </p>
        ) : busy === "removing" ? (
          <p className={styles.loading}>
            <Spinner /> Removing your greeting…
          </p>
        ) : notice?.kind === "success" ? (
          <p className="success-text">{notice.text}</p>
        ) : null}
      </div>
      <div role="alert">{notice?.kind === "error" ? <p className="error-text">{notice.text}</p> : null}</div>

      <ConfirmDialog
        open={confirmRemove}
        title="Remove your greeting?"
        message="Guests will no longer hear it. You can record a new one at any time."
        confirmLabel="Remove"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmRemove(false)}
      />
    </section>
  );
}
