// The logo on pages outside the site layout (the guest page, the card pages, the listening page, their
// error and not-found screens): a plain link home. The root layout draws the site's header only on a full
// page load, so going home from these pages must be one; and a plain <a> keeps next/link's client code
// (about 4 KB compressed) off the guest's phone.
import { LogoMark, logoClassName } from "./LogoMark";
import { FullLoadLink } from "@/components/ui/FullLoadLink";

export default function PublicLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <FullLoadLink href="/" className={logoClassName(tone)}>
      <LogoMark />
    </FullLoadLink>
  );
}
