// Every page with the site's header and footer: the landing page, sign-in, the wizard, the owner pages
// and the payment pages. The guest's page and the gate stand outside it, in (public).
import type { ReactNode } from "react";
import SiteFrame from "@/components/site/SiteFrame";
import { SwrProvider } from "@/components/site/SwrProvider";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame>
      <SwrProvider>{children}</SwrProvider>
    </SiteFrame>
  );
}
