// A real SMTP server for the mail tests, on the port the mail-sending app instance sends to
// (TEST_SMTP_PORT): every mail it accepts is parsed with mailparser and kept with its envelope.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { smtpPort } from "./env";

export type TReceivedMail = { envelopeTo: string[]; mail: ParsedMail; raw: string };

export type TSmtp = {
  received: TReceivedMail[];
  /** Waits for a mail to `to` matching `match` (and answers it), for at most `timeoutMs`. */
  waitFor(to: string, match?: (mail: TReceivedMail) => boolean, timeoutMs?: number): Promise<TReceivedMail>;
  mailsTo(to: string): TReceivedMail[];
  stop(): Promise<void>;
  /** Starts it again on the same port after `stop` (the mail server coming back). */
  start(): Promise<void>;
};

export async function startSmtp(): Promise<TSmtp> {
  const received: TReceivedMail[] = [];
  let server: SMTPServer | undefined;

  function make(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      size: 5 * 1024 * 1024,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw)
            .then((mail) => {
              received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), mail, raw });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  }

  async function start() {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(smtpPort, "127.0.0.1", () => resolve());
    });
  }

  async function stop() {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  const mailsTo = (to: string) => received.filter((item) => item.envelopeTo.includes(to.toLowerCase()));

  async function waitFor(to: string, match: (mail: TReceivedMail) => boolean = () => true, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = mailsTo(to).find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(
      `No mail to ${to} within ${timeoutMs} ms (got ${received.length} in all: ${received.map((r) => `${r.envelopeTo.join(",")}: ${r.mail.subject}`).join("; ")})`,
    );
  }

  await start();
  return { received, waitFor, mailsTo, stop, start };
}

/** The first link in a mail's plain text whose path starts with `pathPrefix`. */
export function linkIn(mail: TReceivedMail, pathPrefix: string): string {
  const links = (mail.mail.text ?? "").match(/https?:\/\/[^\s\]\)>"]+/g) ?? [];
  const link = links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in the mail "${mail.mail.subject}": ${mail.mail.text}`);
  return link;
}

/** A header as it was sent, unfolded (mailparser turns List-* headers into a structure of its own). */
export function rawHeader(mail: TReceivedMail, name: string): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

/**
 * The SMTP server for one test file: started before its tests, stopped after them. The object answers
 * for whichever server is running (a test may stop and start it).
 */
export function smtpForThisFile(): TSmtp {
  let server: TSmtp | undefined;
  beforeAll(async () => {
    server = await startSmtp();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const live = () => {
    if (!server) throw new Error("The SMTP server starts in beforeAll: use it inside a test.");
    return server;
  };
  return {
    get received() {
      return live().received;
    },
    waitFor: (to, match, timeoutMs) => live().waitFor(to, match, timeoutMs),
    mailsTo: (to) => live().mailsTo(to),
    stop: () => live().stop(),
    start: () => live().start(),
  };
}
