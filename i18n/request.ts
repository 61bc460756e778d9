// next-intl's request configuration (the default path its plugin looks for): every page's language and
// its catalogue. No locale in the path: the language comes from the request (lib/guestbooks/page-language.ts),
// and a listening page's from its guestbook's own language when the host set one.
import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { pageLanguage } from "@/lib/guestbooks/page-language";
import { shownLanguage } from "@/lib/i18n/languages";
import { listeningLanguageSetting } from "@/lib/listening/listening-language";

export default getRequestConfig(async () => {
  const request = await headers();
  const locale = shownLanguage(await listeningLanguageSetting(request.get("x-return-path") ?? ""), await pageLanguage(request));
  return {
    locale,
    // Moments a guest sees are shown in their own time zone by the browser (LocalDateTime); the server's are UTC.
    timeZone: "UTC",
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
