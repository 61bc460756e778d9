// "Download my data": one ZIP of everything the account holds, streamed from storage through the one
// ZIP writer (lib/archive/zip.ts), so memory stays flat however large it is. Every file is looked up
// (its size) before the first byte goes out; a file that is gone is left out, not an error. Recordings
// beyond a guestbook's guest limit (requiresUpgrade), which no other path plays or hands out, are left
// out too; guestbook.json and account.json say how many, and why.
import "server-only";
import { zipLength, zipStream, ZipTooLargeError, type TZipEntry } from "@/lib/archive/zip";
import { audioExtension } from "@/lib/audio/probe";
import { lookFields, requireLook } from "@/lib/cards/look-row";
import type { AudioFile } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { paymentDescription } from "@/lib/billing/list-payments";
import { db } from "@/lib/db/client";
import { REQUIRES_UPGRADE } from "@/lib/constants/guestbooks";
import { csvCell, safeFileName, uniqueFileNames } from "@/lib/recordings/archive";
import { recordingFileName } from "@/lib/recordings/recording-access";
import { getStorage } from "@/lib/storage";
import { readAccountContents, type TAccountContents } from "./account-files";

type TPlannedFile = { name: string; key: string; modifiedAt: Date } | { name: string; data: Buffer; modifiedAt: Date };

/** A folder name from what the user called the thing, with its id so two of the same name stay apart. */
function folderName(label: string | null | undefined, id: string): string {
  const base = safeFileName(label ?? "", 60);
  return base ? `${base} (${id})` : id;
}

function extensionOf(key: string, mime?: string): string {
  return (mime && audioExtension(mime)) || /\.([a-z0-9]+)$/.exec(key)?.[1] || "bin";
}

function json(name: string, value: unknown): TPlannedFile {
  return { name, data: Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8"), modifiedAt: new Date() };
}

function csv(name: string, rows: string[][]): TPlannedFile {
  return { name, data: Buffer.from(`\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`, "utf8"), modifiedAt: new Date() };
}

/** A voice as its original and, when made, its MP3: `<stem>.<ext>` and `<stem>.mp3`. */
function voiceFiles(folder: string, stem: string, audio: AudioFile | null, modifiedAt: Date): TPlannedFile[] {
  if (!audio) return [];
  const files: TPlannedFile[] = [{ name: `${folder}/${stem}.${extensionOf(audio.originalKey, audio.originalMime)}`, key: audio.originalKey, modifiedAt }];
  if (audio.mp3Key) files.push({ name: `${folder}/${stem}.mp3`, key: audio.mp3Key, modifiedAt });
  return files;
}

function duration(audio: AudioFile): string {
  return audio.durationMs === null ? "" : (audio.durationMs / 1000).toFixed(1);
}

/** What the export says of the locked recordings it leaves out: how many, and why. */
function lockedLeftOut(count: number) {
  return { count, reason: REQUIRES_UPGRADE };
}

function lockedRecordingCount(contents: Pick<TAccountContents, "guestbooks">): number {
  return contents.guestbooks.reduce((sum, guestbook) => sum + guestbook.recordings.filter((recording) => recording.requiresUpgrade).length, 0);
}

function guestbookFiles(contents: TAccountContents): TPlannedFile[] {
  return contents.guestbooks.flatMap((guestbook) => {
    const folder = `guestbooks/${folderName(guestbook.name, guestbook.id)}`;
    const { recordings: all, greetingAudio, ownerId: _owner, greetingAudioId: _greeting, ...settings } = guestbook;
    const recordings = all.filter((recording) => !recording.requiresUpgrade);
    const stems = uniqueFileNames(recordings.map((recording) => recordingFileName(recording, "x"))).map((name) => name.slice(0, -2));
    const files = recordings.flatMap((recording, i) => voiceFiles(`${folder}/recordings`, stems[i], recording.audio, recording.createdAt));
    const stitches = contents.stitches.filter((stitch) => stitch.guestbookId === guestbook.id && stitch.outputKey);
    return [
      json(`${folder}/guestbook.json`, {
        ...settings,
        lockedRecordingsLeftOut: lockedLeftOut(all.length - recordings.length),
        greeting: greetingAudio
          ? { file: `greeting.${extensionOf(greetingAudio.originalKey, greetingAudio.originalMime)}`, durationMs: greetingAudio.durationMs }
          : null,
      }),
      ...voiceFiles(folder, "greeting", greetingAudio, greetingAudio?.createdAt ?? guestbook.updatedAt),
      csv(`${folder}/guests.csv`, [
        ["file", "guest name", "email", "recorded at (UTC ISO)", "duration (s)", "anonymous", "title"],
        ...recordings.map((recording, i) => [
          `recordings/${stems[i]}`,
          recording.guestName,
          recording.guestEmail ?? "",
          recording.createdAt.toISOString(),
          duration(recording.audio),
          recording.anonymous ? "yes" : "no",
          recording.title ?? "",
        ]),
      ]),
      ...files,
      ...stitches.map((stitch) => ({
        name: `${folder}/stitched/${stitch.id}.mp3`,
        key: stitch.outputKey!,
        modifiedAt: stitch.completedAt ?? stitch.createdAt,
      })),
    ];
  });
}

function messageAndCardFiles(contents: TAccountContents): TPlannedFile[] {
  const messages = contents.messages.flatMap(({ audio, ownerId: _owner, audioId: _audio, previewKey, ...message }) => {
    const folder = `quick-messages/${folderName(message.title, message.id)}`;
    return [
      json(`${folder}/message.json`, message),
      ...voiceFiles(folder, "voice", audio, message.createdAt),
      ...(previewKey ? [{ name: `${folder}/preview.jpg`, key: previewKey, modifiedAt: message.createdAt }] : []),
    ];
  });
  const cards = contents.cards.flatMap((row) => {
    const { audio, ownerId: _owner, audioId: _audio, look, id, name, ...card } = requireLook(row);
    const folder = `audio-cards/${folderName(name, id)}`;
    return [json(`${folder}/card.json`, { id, name, ...lookFields(look), ...card }), ...voiceFiles(folder, "voice", audio, card.createdAt)];
  });
  const proCards = contents.proCards.flatMap((row) => {
    const { audio, creatorId: _owner, audioId: _audio, look, id, name, ...card } = requireLook(row);
    const folder = `pro-audio-cards/${folderName(name, id)}`;
    const images = contents.cardImages.filter((image) => image.proAudioMessageId === id);
    return [
      json(`${folder}/card.json`, { id, name, ...lookFields(look), ...card }),
      ...voiceFiles(folder, "voice", audio, card.recordedAt ?? card.createdAt),
      ...images.map((image) => ({ name: `${folder}/images/${image.id}.${extensionOf(image.storageKey)}`, key: image.storageKey, modifiedAt: image.createdAt })),
    ];
  });
  return [...messages, ...cards, ...proCards];
}

async function accountFiles(contents: TAccountContents): Promise<TPlannedFile[]> {
  const user = contents.user!;
  const payments = await db.payment.findMany({
    where: { userId: user.id },
    orderBy: { createdAt: "asc" },
    include: { checkoutSession: { select: { description: true } }, subscription: { select: { plan: true } } },
  });
  const logoKey = user.proSettings?.customLogoKey ?? null;
  const account = {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      createdAt: user.createdAt,
      googleSignInLinked: user.googleId !== null,
      isAdmin: user.isAdmin,
    },
    billing: {
      subscriptionTier: user.subscriptionTier,
      subscriptionExpiresAt: user.subscriptionExpiresAt,
      paymentAccount: user.stripeCustomerId !== null,
      credits: {
        messageCreditsFree: user.messageCreditsFree,
        messageCreditsPremium: user.messageCreditsPremium,
        guestbookCreditsTier1: user.guestbookCreditsTier1,
      },
      subscriptions: user.subscriptions.map(({ plan, tier, status, provider, currentPeriodEnd, paidUntil, cancelAtPeriodEnd, endedAt, createdAt }) => ({
        plan,
        tier,
        status,
        provider,
        currentPeriodEnd,
        paidUntil,
        cancelAtPeriodEnd,
        endedAt,
        createdAt,
      })),
    },
    proSettings: user.proSettings
      ? {
          customButtonColor: user.proSettings.customButtonColor,
          customButtonTextColor: user.proSettings.customButtonTextColor,
          customLogo: logoKey ? `pro-settings/logo.${extensionOf(logoKey)}` : null,
        }
      : null,
    lockedRecordingsLeftOut: lockedLeftOut(lockedRecordingCount(contents)),
    uploadedImages: contents.images.map((image) => ({
      file: `images/${image.id}.${extensionOf(image.storageKey)}`,
      width: image.width,
      height: image.height,
      uploadedAt: image.createdAt,
    })),
  };
  const paymentList = payments.map((payment) => ({
    id: payment.id,
    date: payment.createdAt,
    description: paymentDescription(payment),
    amountCents: payment.amountCents,
    currency: payment.currency,
    provider: payment.provider,
  }));
  return [
    json("account.json", account),
    json("payments.json", paymentList),
    ...(logoKey ? [{ name: `pro-settings/logo.${extensionOf(logoKey)}`, key: logoKey, modifiedAt: user.proSettings!.updatedAt }] : []),
    ...contents.images.map((image) => ({ name: `images/${image.id}.${extensionOf(image.storageKey)}`, key: image.storageKey, modifiedAt: image.createdAt })),
  ];
}

/** Sizes every stored file (a few at a time), leaving out those no longer stored. */
async function toEntries(files: TPlannedFile[]): Promise<TZipEntry[]> {
  const storage = getStorage();
  const entries: (TZipEntry | null)[] = [];
  for (let i = 0; i < files.length; i += 16) {
    entries.push(
      ...(await Promise.all(
        files.slice(i, i + 16).map(async (file): Promise<TZipEntry | null> => {
          if ("data" in file)
            return {
              name: file.name,
              size: file.data.length,
              modifiedAt: file.modifiedAt,
              open: async function* () {
                yield file.data;
              },
            };
          const info = await storage.head(file.key);
          return info ? { name: file.name, size: info.size, modifiedAt: file.modifiedAt, open: async () => (await storage.get(file.key)).body } : null;
        }),
      )),
    );
  }
  return entries.filter((entry) => entry !== null);
}

/** The archive, its exact length (for the browser's progress) and a file name. */
export async function exportAccount(opts: { userId: string }): Promise<{ fileName: string; size: number; body: ReadableStream<Uint8Array> }> {
  const contents = await readAccountContents(opts.userId);
  if (!contents.user) throw new ApiError("NOT_FOUND", "Account not found.");
  const files = [...(await accountFiles(contents)), ...guestbookFiles(contents), ...messageAndCardFiles(contents)];
  const entries = await toEntries(files);
  try {
    return { fileName: `Echobook data ${new Date().toISOString().slice(0, 10)}.zip`, size: zipLength(entries), body: zipStream(entries) };
  } catch (error) {
    if (error instanceof ZipTooLargeError)
      throw new ApiError("PAYLOAD_TOO_LARGE", `${error.message} Please delete some recordings or download guestbooks one at a time.`);
    throw error;
  }
}
