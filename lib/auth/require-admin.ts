// The admin pages' check: anyone but a signed-in admin gets the 404 page, so the pages' existence is not
// shown. app/(site)/admin/layout.tsx runs it for every admin page. A layout is not rendered again when a
// client navigates between its pages (Next's partial rendering, and a crafted router-state header can ask
// for the page alone), so the admin-only data a page reads goes through `forAdmin`, checked where it is read.
import "server-only";
import { notFound } from "next/navigation";
import { getSessionUser } from "./session";

export async function requireAdminPage(): Promise<void> {
  const user = await getSessionUser();
  if (!user?.isAdmin) notFound();
}

/** `read()`'s answer for an admin; the 404 page for anyone else (the session is memoised, so it is read once). */
export async function forAdmin<T>(read: () => Promise<T>): Promise<T> {
  await requireAdminPage();
  return read();
}
