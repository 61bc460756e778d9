// The owner pages (/manage-guestbook/{id}, /edit-guestbook/{id}) load their guestbook on the server:
// a signed-out visitor goes to sign in and comes back, a missing or foreign id is the 404 page.
import "server-only";
import { notFound, redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/errors";
import { getOwnedGuestbook } from "./access";
import { serializeGuestbook, type TGuestbookJson } from "./serialize";

export async function loadOwnerGuestbook(id: string, returnPath: string): Promise<TGuestbookJson> {
  const user = await getSessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(returnPath)}`);
  try {
    return await serializeGuestbook(await getOwnedGuestbook({ id, userId: user.id }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
