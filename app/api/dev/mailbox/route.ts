// GET /api/dev/mailbox — the local mailbox (mails delivered to the outbox, newest first); 404 unless mails go to the outbox and the request was made on this machine
import { mailboxOpenTo } from "@/lib/mail/mail-mode";
import { listMailbox } from "@/lib/mail/mailbox";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";

export const GET = route(async (request) => {
  if (!mailboxOpenTo(request.headers)) throw notFound();
  return Response.json({ messages: await listMailbox() }, { headers: { "Cache-Control": "no-store" } });
});
