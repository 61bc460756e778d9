// The site's header, main region and footer: the (site) group's layout, and the 404 page for addresses
// that match no route (which renders in the root layout).
import type { ReactNode } from "react";
import { getSessionUser } from "@/lib/auth/session";
import Footer from "./Footer";
import Header from "./Header";

export default async function SiteFrame({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  return (
    <>
      <Header user={user ? { email: user.email, isAdmin: user.isAdmin } : null} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
