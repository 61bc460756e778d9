// Every admin page (the blog's list and editor, the contact messages): a signed-in admin, or the 404 page.
import type { ReactNode } from "react";
import { requireAdminPage } from "@/lib/auth/require-admin";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdminPage();
  return children;
}
