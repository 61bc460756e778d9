// A missing page outside the site's frame (the gate, embeds): the 404 screen on its own. It renders in the
// root layout, so it brings its own main region; it must not draw the site's header, whose code would
// then load on every page (this boundary is part of every page, the guests' page included).
import type { Metadata } from "next";
import NotFoundScreen from "@/components/site/NotFoundScreen";

export const metadata: Metadata = { title: "Page not found - Echobook" };

export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundScreen />
    </main>
  );
}
