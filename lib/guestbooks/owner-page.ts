// The owner pages (/manage-guestbook/{id}, /edit-guestbook/{id}) load their guestbook on the server:
// a signed-out visitor goes to sign in and comes back (`requirePageUser`), a missing or foreign id is the
// 404 page. A co-host gets the page too, with their role, so it can leave out what only the owner may do.
import "server-only";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/lib/auth/require-page-user";
import { ApiError } from "@/lib/http/errors";
import { getGuestbookWithRole, type TGuestbookRole } from "./access";
import { serializeGuestbook, type TGuestbookJson } from "./serialize";

export async function loadOwnerGuestbook(id: string): Promise<{ guestbook: TGuestbookJson; role: TGuestbookRole }> {
  const user = await requirePageUser();
  try {
    const { guestbook, role } = await getGuestbookWithRole({ id, userId: user.id });
    return { guestbook: await serializeGuestbook(guestbook), role };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
