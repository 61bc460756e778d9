// A mail row written while its job could not be queued (the queue's database connection failed just
// then) would wait for ever: mails of this instance's way of sending that were never attempted ten
// minutes on are queued again. A mail that was attempted has its job, which retries it.
import "server-only";
import { db } from "@/lib/db/client";
import { mailTransport } from "./mail-mode";
import { enqueueMailJob } from "./queue-mail";

const NEVER_ATTEMPTED_AFTER_MS = 10 * 60_000;
const GIVE_UP_AFTER_MS = 24 * 3_600_000;

export async function requeueUnsentMail(now = new Date()): Promise<number> {
  const transport = mailTransport();
  if (transport === "none") return 0;
  const stuck = await db.mail.findMany({
    where: {
      transport,
      status: "queued",
      attempts: 0,
      createdAt: { lt: new Date(now.getTime() - NEVER_ATTEMPTED_AFTER_MS), gt: new Date(now.getTime() - GIVE_UP_AFTER_MS) },
    },
    select: { id: true },
    take: 200,
  });
  for (const { id } of stuck) await enqueueMailJob({ mailId: id }, { singletonKey: id });
  return stuck.length;
}
