// The Echobook wordmark with its sound-wave mark, linking home with a client-side navigation: the site
// layout's header and footer, and the gate. Pages outside the site layout use PublicLogo (a full load).
import Link from "next/link";
import type { MouseEvent } from "react";
import { LogoMark, logoClassName } from "./LogoMark";

type TLogoProps = { tone?: "dark" | "light"; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };

export default function Logo({ tone = "dark", onClick }: TLogoProps) {
  return (
    <Link href="/" className={logoClassName(tone)} onClick={onClick}>
      <LogoMark />
    </Link>
  );
}
