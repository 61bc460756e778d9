// A link to another page of the site that loads it in full, for the pages outside the site layout (the
// guest page, the card pages, the listening page): next/link's client code (about 4 KB compressed, with
// its prefetching) stays off a guest's first load, and the page reached is drawn with its own layout from
// the server. The site's own pages keep next/link.
import type { AnchorHTMLAttributes } from "react";

export function FullLoadLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
