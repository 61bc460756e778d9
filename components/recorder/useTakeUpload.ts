"use client";
// Saves recorded takes so that no voice is lost: each take is written to IndexedDB before it is sent,
// uploaded with progress and automatic retries, and removed from the device only once the server has
// answered with its { id }. Takes that never arrived (tab closed, network gone) come back as
// `pending` the next time a page with the same endpoint opens. Render its state with <UploadStatus>.
//
//   const upload = useTakeUpload({ endpoint: QUICK_MESSAGE_ENDPOINT, onUploaded: ({ id }) => setSavedId(id) });
//   const id = await upload.send({ take, fields: { title, name, email } }); // null when it failed
//
// onUploaded fires for every delivered take, including one sent from the Retry button or the
// pending banner, so pages should move on from there rather than from send's return value alone.
import { useCallback, useEffect, useRef, useState } from "react";
import { extensionForMimeType } from "@/lib/client/recorder/choose-mime-type";
import { deletePendingTake, getPendingTake, listPendingTakes, savePendingTake, type TPendingTake } from "@/lib/client/uploads/pending-takes";
import { MAX_UPLOAD_ATTEMPTS } from "@/lib/client/uploads/upload-attempts";
import type { ErrorCode } from "@/lib/http/error-codes";
import type { TTake } from "./useRecorder";

export type TUploadState =
  | { kind: "idle" }
  /** Writing to the device or sending; `attempt` is above 1 while a retry is on its way. */
  | { kind: "saving"; attempt: number; maxAttempts: number }
  | { kind: "retrying"; attempt: number; maxAttempts: number; nextTryInSeconds: number }
  /** `message` is "Upload failed: ..."; pages put their own prefix before it. */
  | { kind: "failed"; message: string; keptOnDevice: boolean; /** False when nothing said why (a bare status). */ hasReason: boolean }
  /** The server will never take this take (under a second): `message` is its words; the take is gone from the device. */
  | { kind: "needsNewTake"; message: string }
  | { kind: "done"; id: string };

export type TSendTakeInput = {
  take: TTake;
  /** Defaults to a chosen memo's own name, else message.webm / message.m4a / message.ogg, matching what the browser recorded. */
  fileName?: string;
  fields?: Record<string, string>;
};

export type TUploadedTake = { id: string; clientUploadId: string; fields: Record<string, string> };

export type TUseTakeUploadOptions = {
  endpoint: string;
  onUploaded?: (uploaded: TUploadedTake) => void;
  /**
   * Which kept takes this page offers, for an endpoint several pages share: the guestbook page passes
   * `(take) => take.fields.guestbookId === id`, so a take for another guestbook is not sent here.
   * Read when the list is refreshed; it need not be memoised.
   */
  pendingFilter?: (take: TPendingTake) => boolean;
};

export type TTakeUpload = {
  state: TUploadState;
  /** Upload progress of the current attempt, 0 to 1. */
  progress: number;
  /** True while saving or retrying: disable Save and Re-record. */
  busy: boolean;
  send: (input: TSendTakeInput) => Promise<string | null>;
  /** Sends the failed take again, with the same clientUploadId. */
  retry: () => Promise<string | null>;
  /** Back to idle for the next take; a take still unsent stays on the device and joins `pending`. */
  reset: () => void;
  /** Takes for this endpoint (and pendingFilter) kept on the device that never arrived, oldest first. */
  pending: TPendingTake[];
  sendPending: (key: string) => Promise<string | null>;
  discardPending: (key: string) => Promise<void>;
};

type TCurrent = { job: TPendingTake; keptOnDevice: boolean };

const TAKE_TOO_SHORT: ErrorCode = "TAKE_TOO_SHORT";

// The uploader (XHR with progress, retries, the server's error texts) is fetched when a take is first
// sent, not with the page: most of the guest page's visitors listen or read before they record.
const loadUploader = () => import("@/lib/client/uploads/upload-take");

async function keepOnDevice(job: TPendingTake): Promise<boolean> {
  try {
    await savePendingTake(job);
    return true;
  } catch (error) {
    // Private browsing or a full disk: still send it, just without the safety net.
    console.warn("Could not keep the recording on this device", error);
    return false;
  }
}

export function useTakeUpload({ endpoint, onUploaded, pendingFilter }: TUseTakeUploadOptions): TTakeUpload {
  const [state, setState] = useState<TUploadState>({ kind: "idle" });
  const [progress, setProgress] = useState(0);
  const [pending, setPending] = useState<TPendingTake[]>([]);
  const currentRef = useRef<TCurrent | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  const pendingFilterRef = useRef(pendingFilter);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
    pendingFilterRef.current = pendingFilter;
  }, [onUploaded, pendingFilter]);

  const refreshPending = useCallback(async () => {
    try {
      const kept = await listPendingTakes(endpoint);
      const currentKey = currentRef.current?.job.key;
      const belongsHere = pendingFilterRef.current ?? (() => true);
      setPending(kept.filter((take) => take.key !== currentKey && belongsHere(take)));
    } catch {
      setPending([]);
    }
  }, [endpoint]);

  const run = useCallback(
    async (current: TCurrent): Promise<string | null> => {
      const { job } = current;
      const controller = new AbortController();
      controllerRef.current = controller;
      currentRef.current = current;
      setProgress(0);
      let uploader: Awaited<ReturnType<typeof loadUploader>> | null = null;
      try {
        uploader = await loadUploader();
        const { id } = await uploader.uploadTake({
          endpoint: job.endpoint,
          blob: job.blob,
          fileName: job.fileName,
          fields: job.fields,
          clientUploadId: job.key,
          signal: controller.signal,
          onProgress: setProgress,
          onAttempt: (attempt) => setState({ kind: "saving", attempt, maxAttempts: MAX_UPLOAD_ATTEMPTS }),
          onRetry: ({ attempt, maxAttempts, delayMs }) => setState({ kind: "retrying", attempt, maxAttempts, nextTryInSeconds: Math.ceil(delayMs / 1000) }),
        });
        if (current.keptOnDevice) await deletePendingTake(job.key).catch((error: unknown) => console.warn("Could not forget a delivered recording", error));
        setState({ kind: "done", id });
        onUploadedRef.current?.({ id, clientUploadId: job.key, fields: job.fields });
        return id;
      } catch (error) {
        // Aborted by reset or unmount: the take stays on the device and is offered again later.
        if (controller.signal.aborted) return null;
        // The uploader itself could not be fetched (no network): the same failure as a send that never got through.
        if (!uploader) {
          setState({ kind: "failed", message: "Upload failed: network error", keptOnDevice: current.keptOnDevice, hasReason: true });
          return null;
        }
        if (error instanceof uploader.UploadError && error.code === TAKE_TOO_SHORT && error.reason) {
          // Sending it again could never succeed, so it is not kept to be offered again: the page asks for a new take.
          if (current.keptOnDevice) await deletePendingTake(job.key).catch((failure: unknown) => console.warn("Could not forget a refused recording", failure));
          currentRef.current = null;
          setState({ kind: "needsNewTake", message: error.reason });
          return null;
        }
        const message = error instanceof Error ? error.message : String(error);
        const hasReason = error instanceof uploader.UploadError ? error.reason !== null : message !== "";
        setState({ kind: "failed", message, keptOnDevice: current.keptOnDevice, hasReason });
        return null;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        void refreshPending();
      }
    },
    [refreshPending],
  );

  const send = useCallback(
    async ({ take, fileName, fields = {} }: TSendTakeInput): Promise<string | null> => {
      if (controllerRef.current) return null;
      const previous = currentRef.current?.job;
      // Sending the same recording again (after fixing a field, or a double tap) reuses its id, so the
      // server answers with the message it may already have instead of storing a second copy.
      const sameTake = previous?.blob === take.blob ? previous : null;
      const job: TPendingTake = {
        key: sameTake?.key ?? crypto.randomUUID(),
        blob: take.blob,
        mimeType: take.mimeType,
        fileName: fileName ?? take.fileName ?? `message.${extensionForMimeType(take.mimeType)}`,
        fields,
        endpoint,
        createdAt: sameTake?.createdAt ?? Date.now(),
      };
      const placeholder = new AbortController();
      controllerRef.current = placeholder;
      setState({ kind: "saving", attempt: 1, maxAttempts: MAX_UPLOAD_ATTEMPTS });
      const keptOnDevice = await keepOnDevice(job);
      if (controllerRef.current !== placeholder) return null;
      return run({ job, keptOnDevice });
    },
    [endpoint, run],
  );

  const retry = useCallback(async (): Promise<string | null> => {
    const current = currentRef.current;
    if (!current || controllerRef.current) return null;
    const keptOnDevice = current.keptOnDevice || (await keepOnDevice(current.job));
    return run({ job: current.job, keptOnDevice });
  }, [run]);

  const sendPending = useCallback(
    async (key: string): Promise<string | null> => {
      if (controllerRef.current) return null;
      const job = await getPendingTake(key).catch(() => null);
      if (!job) {
        void refreshPending();
        return null;
      }
      return run({ job, keptOnDevice: true });
    },
    [refreshPending, run],
  );

  const discardPending = useCallback(
    async (key: string) => {
      await deletePendingTake(key);
      await refreshPending();
    },
    [refreshPending],
  );

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    currentRef.current = null;
    setState({ kind: "idle" });
    setProgress(0);
    void refreshPending();
  }, [refreshPending]);

  useEffect(() => {
    void refreshPending();
    return () => controllerRef.current?.abort();
  }, [refreshPending]);

  const busy = state.kind === "saving" || state.kind === "retrying";

  // Leaving mid-upload would strand the take on this device until the page is opened again.
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [busy]);

  return { state, progress, busy, send, retry, reset, pending, sendPending, discardPending };
}
