// GET, PUT, DELETE /api/guestbooks/{id}/greeting — the owner or a co-host reads, records or uploads (multipart: audio), or removes the guest page's greeting
import { receiveAudioUpload } from "@/lib/audio/receive-upload";
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { putGreeting, readGreeting, removeGreeting } from "@/lib/guestbooks/greeting";
import { withUser } from "@/lib/api/route";

type TParams = { id: string };

// A host tries a few takes; this only stops a script from filling the storage.
const GREETINGS_PER_ADDRESS = { name: "guestbook-greeting", perHour: 60, message: "Too many greetings uploaded from this connection. Please try again later." };

export const GET = withUser<TParams>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  return Response.json({ greeting: await readGreeting(guestbook) });
});

export const PUT = withUser<TParams>(async (request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  return receiveAudioUpload(request, GREETINGS_PER_ADDRESS, async (upload) => {
    const greeting = await putGreeting({ guestbook, file: upload.file });
    return Response.json({ greeting });
  });
});

export const DELETE = withUser<TParams>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  await removeGreeting({ guestbook });
  return Response.json({ greeting: null });
});
