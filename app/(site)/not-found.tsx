// Any address that matches no page (through [...missing]) or a site page that calls notFound(): the 404
// screen inside the site's header and footer.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import NotFoundScreen from "@/components/site/NotFoundScreen";

/** The tab's title in the visitor's language, as the screen is. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notFound"))("documentTitle") };
}

export default NotFoundScreen;
