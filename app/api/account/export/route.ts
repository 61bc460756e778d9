// GET /api/account/export — "Download my data": the account, its guestbooks, recordings, messages, cards, images and payments as one ZIP
import { exportAccount } from "@/lib/account/export-account";
import { withUser } from "@/lib/api/route";
import { contentDisposition } from "@/lib/storage/http";

export const GET = withUser(async (_request, { user }) => {
  const archive = await exportAccount({ userId: user.id });
  return new Response(archive.body, {
    headers: {
      "Content-Type": "application/zip",
      // A streamed body goes out chunked (Next drops Content-Length): the size rides in a header of its own.
      "X-Archive-Size": String(archive.size),
      "Content-Disposition": contentDisposition(archive.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
