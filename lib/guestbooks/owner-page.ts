// The owner pages (/manage-guestbook/{id}, /edit-guestbook/{id}) load their guestbook on the server:
// a signed-out visitor goes to sign in and comes back (`requirePageUser`), a missing or foreign id is the
// 404 page.
import "server-only";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/lib/auth/require-page-user";
import { ApiError } from "@/lib/http/errors";
import { getOwnedGuestbook } from "./access";
import { serializeGuestbook, type TGuestbookJson } from "./serialize";

export async function loadOwnerGuestbook(id: string): Promise<TGuestbookJson> {
  const user = await requirePageUser();
  try {
    return await serializeGuestbook(await getOwnedGuestbook({ id, userId: user.id }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
