// The admin pages' check: anyone but a signed-in admin gets the 404 page, so the pages' existence is not shown.
import "server-only";
import { notFound } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";

export async function requireAdminPage(): Promise<void> {
  const user = await getSessionUser();
  if (!user?.isAdmin) notFound();
}
