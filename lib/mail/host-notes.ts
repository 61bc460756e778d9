// Notes to a host about new voices in a guestbook ('Email me about new messages'): each message gets its
// own mail, except that a burst folds: within one window of HOST_NOTE_BURST_SECONDS (10 minutes), the
// first 3 messages are mailed one by one and the rest wait for one summary at the window's end. 'Daily'
// sends one summary per UTC day after it ends; 'off' sends nothing. The mail keys make every note
// happen once, whoever reports the message and however often. Nothing here throws into the guest's upload.
import "server-only";
import { createElement } from "react";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { appLink } from "./links";
import { hasWaitingJob } from "@/lib/queue/queue";
import { mailTransport } from "./mail-mode";
import { enqueueMailJob, queueMail, queueNameFor } from "./queue-mail";
import { HostNoteMail, HostSummaryMail, ProCardRecordedMail, type TNoteEntry } from "./templates/host-note-mails";
import { unsubscribeLinks } from "./unsubscribe-links";

const FOLD_AFTER = 3;
const DAY_MS = 24 * 3_600_000;

type TSummary = { guestbookId: string; from: string; to: string; key: string };

function recordingsLink(guestbookId: string): string {
  return appLink(`/manage-guestbook/${encodeURIComponent(guestbookId)}?tab=recordings`);
}

function entryOf(recording: { guestName: string; anonymous: boolean; approved: boolean; audio: { durationMs: number | null } }): TNoteEntry {
  return {
    guestName: recording.anonymous || !recording.guestName ? "Anonymous" : recording.guestName,
    seconds: recording.audio.durationMs === null ? null : recording.audio.durationMs / 1000,
    waiting: !recording.approved,
  };
}

/** One summary job per window or day: every message in it asks, the first queues it. */
async function queueSummary(summary: TSummary): Promise<void> {
  const transport = mailTransport();
  if (transport === "none" || (await hasWaitingJob(queueNameFor(transport), summary.key))) return;
  await enqueueMailJob({ summary }, { startAfter: new Date(summary.to), singletonKey: summary.key });
}

/** Called once a guest's recording is saved. */
export async function noteNewRecording(recordingId: string): Promise<void> {
  try {
    const recording = await db.recording.findUnique({
      where: { id: recordingId },
      include: {
        audio: { select: { durationMs: true } },
        guestbook: { select: { id: true, name: true, hostNotes: true, owner: { select: { email: true } } } },
      },
    });
    if (!recording || recording.guestbook.hostNotes === "off") return;
    const { guestbook } = recording;
    const at = recording.createdAt.getTime();
    if (guestbook.hostNotes === "daily") {
      const dayStart = Math.floor(at / DAY_MS) * DAY_MS;
      const day = new Date(dayStart).toISOString().slice(0, 10);
      return queueSummary({
        guestbookId: guestbook.id,
        from: new Date(dayStart).toISOString(),
        to: new Date(dayStart + DAY_MS).toISOString(),
        key: `host-note:daily:${guestbook.id}:${day}`,
      });
    }
    const windowMs = getEnv().HOST_NOTE_BURST_SECONDS * 1000;
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const before = await db.recording.count({
      where: {
        guestbookId: guestbook.id,
        createdAt: { gte: new Date(windowStart) },
        OR: [{ createdAt: { lt: recording.createdAt } }, { createdAt: recording.createdAt, id: { lt: recording.id } }],
      },
    });
    if (before >= FOLD_AFTER) {
      return queueSummary({
        guestbookId: guestbook.id,
        from: new Date(windowStart).toISOString(),
        to: new Date(windowStart + windowMs).toISOString(),
        key: `host-note:burst:${guestbook.id}:${windowStart}`,
      });
    }
    const unsubscribe = unsubscribeLinks({ kind: "guestbook", guestbookId: guestbook.id });
    const entry = entryOf(recording);
    await queueMail({
      key: `host-note:recording:${recording.id}`,
      to: guestbook.owner.email,
      subject: `New message from ${entry.guestName} in ${guestbook.name}${entry.waiting ? " (waiting for your approval)" : ""}`,
      body: createElement(HostNoteMail, {
        guestbookName: guestbook.name,
        entry,
        recordingsLink: recordingsLink(guestbook.id),
        unsubscribeLink: unsubscribe.page,
      }),
      headers: unsubscribe.headers,
    });
  } catch (error) {
    console.error(`[echobook] could not note the recording ${recordingId} to its host`, error);
  }
}

/** The summary job, when its window or day is over: one mail naming the messages it covers. */
export async function writeSummary(summary: TSummary): Promise<void> {
  const guestbook = await db.guestbook.findUnique({
    where: { id: summary.guestbookId },
    select: { id: true, name: true, hostNotes: true, owner: { select: { email: true } } },
  });
  if (!guestbook || guestbook.hostNotes === "off") return;
  const recordings = await db.recording.findMany({
    where: { guestbookId: guestbook.id, createdAt: { gte: new Date(summary.from), lt: new Date(summary.to) } },
    include: { audio: { select: { durationMs: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  // A burst's first messages had their own mails.
  const covered = summary.key.startsWith("host-note:burst:") ? recordings.slice(FOLD_AFTER) : recordings;
  if (covered.length === 0) return;
  const entries = covered.map(entryOf);
  const unsubscribe = unsubscribeLinks({ kind: "guestbook", guestbookId: guestbook.id });
  await queueMail({
    key: summary.key,
    to: guestbook.owner.email,
    subject: `${entries.length} new ${entries.length === 1 ? "message" : "messages"} in ${guestbook.name}`,
    body: createElement(HostSummaryMail, {
      guestbookName: guestbook.name,
      entries,
      recordingsLink: recordingsLink(guestbook.id),
      unsubscribeLink: unsubscribe.page,
    }),
    headers: unsubscribe.headers,
  });
}

/** Called once a pro card's recipient recorded it: its creator hears of it. */
export async function noteProCardRecorded(cardId: string): Promise<void> {
  try {
    const card = await db.proAudioMessage.findUnique({
      where: { id: cardId },
      select: { id: true, name: true, status: true, creator: { select: { email: true } } },
    });
    if (!card || card.status !== "recorded") return;
    await queueMail({
      key: `pro-card-recorded:${card.id}`,
      to: card.creator.email,
      subject: `Your pro card ${card.name} was recorded`,
      body: createElement(ProCardRecordedMail, { cardName: card.name, cardsLink: appLink("/dashboard?tab=subscription-audio-messages") }),
    });
  } catch (error) {
    console.error(`[echobook] could not note the recorded pro card ${cardId}`, error);
  }
}
