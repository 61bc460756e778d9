// Every address no other route matches lands here, so its 404 is drawn inside the (site) group's layout
// with the header and footer (the root not-found boundary has none; see app/not-found.tsx).
import { notFound } from "next/navigation";

export default function MissingPage(): never {
  notFound();
}
