// A missing page outside the site's frame (the gate, embeds): the 404 screen on its own. It renders in the
// root layout, so it brings its own main region; it must not draw the site's header, whose code would
// then load on every page (this boundary is part of every page, the guests' page included).
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import NotFoundScreen from "@/components/site/NotFoundScreen";

/** The tab's title in the visitor's language, as the screen is. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notFound"))("documentTitle") };
}

export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundScreen />
    </main>
  );
}
