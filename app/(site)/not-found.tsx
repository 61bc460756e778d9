// Any address that matches no page (through [...missing]) or a site page that calls notFound(): the 404
// screen inside the site's header and footer.
import type { Metadata } from "next";
import NotFoundScreen from "@/components/site/NotFoundScreen";

export const metadata: Metadata = { title: "Page not found - Echobook" };

export default NotFoundScreen;
