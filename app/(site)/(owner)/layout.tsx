// The owner pages (dashboard, manage and edit pages, the plan and billing pages): a signed-in user or a
// redirect to sign in, for every page in this group. The pages read the same memoised user.
import type { ReactNode } from "react";
import { requirePageUser } from "@/lib/auth/require-page-user";

export default async function OwnerLayout({ children }: { children: ReactNode }) {
  await requirePageUser();
  return children;
}
