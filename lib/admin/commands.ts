// Operator commands (npm run admin -- <command>): how support, and tests, change a user's standing.
import { z } from "zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { SubscriptionTier } from "@/lib/generated/prisma/enums";

export const TIERS = [...Object.values(SubscriptionTier), "none"] as const;
const ZEmailArg = z.email({ error: "Give the user's email address." }).transform((email) => email.toLowerCase());

export const USAGE = `Usage: npm run admin -- <command>
  set-tier <email> <tier> [--months=N]   tier: ${TIERS.join(", ")} (default 12 months; none clears it)
  set-admin <email> [--off]              make a user an admin (or remove it)
  grant-credits <email> <n> [--kind=message_premium|message_free|guestbook_tier1]
  show-user <email>
  mail-failures [--limit=N]              mails that could not be sent, and those still being retried
  newsletter-subscribers                 the confirmed newsletter addresses, one a line (pending ones do not count)`;

async function listMailFailures(db: PrismaClient, limit: number): Promise<string> {
  const mails = await db.mail.findMany({
    where: { OR: [{ status: "failed" }, { status: "queued", lastError: { not: null } }] },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { key: true, to: true, subject: true, status: true, attempts: true, lastError: true, createdAt: true },
  });
  if (mails.length === 0) return "No failed mails.";
  return mails
    .map((mail) =>
      [
        `${mail.createdAt.toISOString()}  ${mail.status === "failed" ? "FAILED" : "RETRYING"}  to ${mail.to}: ${mail.subject}`,
        `  key: ${mail.key}; attempts: ${mail.attempts}`,
        `  last error: ${mail.lastError ?? "none"}`,
      ].join("\n"),
    )
    .join("\n");
}

async function findUser(db: PrismaClient, emailArg: string | undefined) {
  const email = ZEmailArg.parse(emailArg);
  const user = await db.user.findUnique({ where: { email } });
  if (!user) throw new Error(`No user with the email ${email}.`);
  return user;
}

function describe(user: {
  email: string;
  firstName: string;
  isAdmin: boolean;
  subscriptionTier: string | null;
  subscriptionExpiresAt: Date | null;
  messageCreditsFree: number;
  messageCreditsPremium: number;
  guestbookCreditsTier1: number;
}) {
  return [
    `${user.firstName} <${user.email}>`,
    `  admin: ${user.isAdmin ? "yes" : "no"}`,
    `  tier: ${user.subscriptionTier ?? "none"}${user.subscriptionExpiresAt ? ` (until ${user.subscriptionExpiresAt.toISOString().slice(0, 10)})` : ""}`,
    `  credits: ${user.messageCreditsFree} free, ${user.messageCreditsPremium} premium message; ${user.guestbookCreditsTier1} guestbook`,
  ].join("\n");
}

export async function runAdminCommand(db: PrismaClient, argv: string[]): Promise<string> {
  const flags = new Map<string, string | undefined>(
    argv
      .filter((a) => a.startsWith("--"))
      .map((a) => {
        const [key, value] = a.slice(2).split("=");
        return [key, value];
      }),
  );
  const [command, ...rest] = argv.filter((a) => !a.startsWith("--"));
  switch (command) {
    case "set-tier": {
      const user = await findUser(db, rest[0]);
      const tier = z.enum(TIERS, { error: `Tier must be one of: ${TIERS.join(", ")}.` }).parse(rest[1]);
      const months = z.coerce
        .number()
        .int()
        .min(1)
        .max(120)
        .parse(flags.get("months") ?? 12);
      const expires = new Date();
      expires.setMonth(expires.getMonth() + months);
      const updated = await db.user.update({
        where: { id: user.id },
        data: tier === "none" ? { subscriptionTier: null, subscriptionExpiresAt: null } : { subscriptionTier: tier, subscriptionExpiresAt: expires },
      });
      return describe(updated);
    }
    case "set-admin": {
      const user = await findUser(db, rest[0]);
      return describe(await db.user.update({ where: { id: user.id }, data: { isAdmin: !flags.has("off") } }));
    }
    case "grant-credits": {
      const user = await findUser(db, rest[0]);
      const amount = z.coerce
        .number({ error: "Give a whole number of credits." })
        .int()
        .min(-10000)
        .max(10000)
        .refine((n) => n !== 0, "Give a non-zero number of credits.")
        .parse(rest[1]);
      const kind = z.enum(["message_premium", "message_free", "guestbook_tier1"]).parse(flags.get("kind") ?? "message_premium");
      const column = { message_premium: "messageCreditsPremium", message_free: "messageCreditsFree", guestbook_tier1: "guestbookCreditsTier1" } as const;
      const updated = await db.$transaction(async (tx) => {
        await tx.creditLedgerEntry.create({ data: { userId: user.id, kind, delta: amount, reason: "admin grant" } });
        const after = await tx.user.update({ where: { id: user.id }, data: { [column[kind]]: { increment: amount } } });
        if (after[column[kind]] < 0) throw new Error("That would leave the user with a negative balance.");
        return after;
      });
      return describe(updated);
    }
    case "show-user":
      return describe(await findUser(db, rest[0]));
    case "mail-failures":
      return listMailFailures(
        db,
        z.coerce
          .number()
          .int()
          .min(1)
          .max(1000)
          .parse(flags.get("limit") ?? 50),
      );
    case "newsletter-subscribers": {
      const rows = await db.newsletterSignup.findMany({ where: { confirmedAt: { not: null } }, orderBy: { confirmedAt: "asc" }, select: { email: true } });
      const pending = await db.newsletterSignup.count({ where: { confirmedAt: null } });
      return [...rows.map((row) => row.email), `${rows.length} confirmed subscriber(s); ${pending} address(es) awaiting confirmation.`].join("\n");
    }
    default:
      throw new Error(USAGE);
  }
}
