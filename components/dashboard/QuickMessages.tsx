"use client";
// The quick voice messages a user saved on /record while signed in, under their audio cards: play one
// (the original, streamed with byte ranges), copy its link, open it, or delete it with its voice
// (deleteMessage, the owner only).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import Modal from "@/components/ui/Modal";
import { useClearAfter } from "@/components/ui/useClearAfter";
import { DialogActions } from "@/components/ui/DialogActions";
import { ApiClientError } from "@/lib/client/api";
import { deleteMessage, messageAudioUrl } from "@/lib/client/messages";
import { formatClock } from "@/lib/format/time";
import type { TDashboardQuickMessage } from "@/lib/dashboard/card-view";
import { cardDateFormat } from "./CardListPanel";
import styles from "./QuickMessages.module.css";

const DELETE_FAILED = "Failed to delete the message. Please try again.";

const messagePath = (id: string) => `/message/${encodeURIComponent(id)}`;
const label = (message: TDashboardQuickMessage) => message.title?.trim() || "Voice message";

type TProps = { messages: TDashboardQuickMessage[]; appUrl: string };

export function QuickMessages({ messages: listed, appUrl }: TProps) {
  const router = useRouter();
  const audio = useRef<HTMLAudioElement>(null);
  // Deleted here, before the refreshed page's list arrives without them.
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const messages = listed.filter((message) => !deleted.has(message.id));
  const [playing, setPlaying] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<TDashboardQuickMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useClearAfter(copied, setCopied);

  async function togglePlay(id: string) {
    const player = audio.current;
    if (!player) return;
    if (playing === id) {
      player.pause();
      setPlaying(null);
      return;
    }
    player.src = messageAudioUrl(id);
    setPlaying(id);
    try {
      await player.play();
    } catch {
      setPlaying(null);
    }
  }

  async function copyLink(id: string) {
    try {
      await navigator.clipboard.writeText(`${appUrl}${messagePath(id)}`);
      setCopied(id);
    } catch {
      // Clipboard refused: the Open link beside it still leads to the address.
      setCopied(null);
    }
  }

  async function confirmDelete() {
    if (!deleteTarget) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteMessage(deleteTarget.id);
      if (playing === deleteTarget.id) {
        audio.current?.pause();
        setPlaying(null);
      }
      setDeleted((ids) => new Set(ids).add(deleteTarget.id));
      setDeleteTarget(null);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof ApiClientError && caught.code !== "INTERNAL" ? caught.message : DELETE_FAILED);
    } finally {
      setDeleting(false);
    }
  }

  if (messages.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="quick-messages-title">
      <h3 id="quick-messages-title" className={styles.heading}>
        Voice Messages ({messages.length})
      </h3>
      <p className={styles.hint}>Messages you recorded on the Record page while signed in.</p>
      <audio ref={audio} onEnded={() => setPlaying(null)} preload="none" hidden />
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message.id} className={styles.item} data-testid="quick-message">
            <div>
              <p className={styles.title}>{label(message)}</p>
              <p className={styles.meta}>
                <time dateTime={message.createdAt}>{cardDateFormat.format(new Date(message.createdAt))}</time>
                {message.durationMs !== null ? ` · ${formatClock(Math.round(message.durationMs / 1000))}` : ""}
              </p>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                aria-pressed={playing === message.id}
                aria-label={`${playing === message.id ? "Pause" : "Play"} ${label(message)}`}
                onClick={() => void togglePlay(message.id)}
              >
                {playing === message.id ? "Pause" : "Play"}
              </button>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => void copyLink(message.id)}>
                {copied === message.id ? "Copied!" : "Copy Link"}
              </button>
              <Link className="btn btn-outline btn-sm" href={messagePath(message.id)} target="_blank" aria-label={`Open ${label(message)} in a new tab`}>
                Open
              </Link>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                aria-label={`Delete ${label(message)}`}
                onClick={() => {
                  setError(null);
                  setDeleteTarget(message);
                }}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {copied ? "Link copied to the clipboard" : ""}
      </p>
      <Modal
        open={deleteTarget !== null}
        onClose={() => (deleting ? undefined : setDeleteTarget(null))}
        title="Delete Message"
        description={
          deleteTarget ? `Are you sure you want to delete "${label(deleteTarget)}"? Its link will stop working. This action cannot be undone.` : undefined
        }
      >
        <DialogActions
          error={error}
          busy={deleting}
          onCancel={() => setDeleteTarget(null)}
          confirm={{ label: deleting ? "Deleting..." : "Delete", onClick: () => void confirmDelete() }}
          autoFocus="cancel"
          busyStatus="Deleting the message"
        />
      </Modal>
    </section>
  );
}
