// The keepsake book's paper by the browser's locale: US Letter where it is the usual paper (North and
// Central America, the Philippines, Chile, Colombia, Venezuela), A4 everywhere else.
import type { TKeepsakePaper } from "@/lib/keepsake/keepsake-book";

const LETTER_REGIONS = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA", "DO", "PR", "SV", "NI", "HN", "BZ"]);

export function defaultPaper(locales: readonly string[]): TKeepsakePaper {
  for (const locale of locales) {
    try {
      const region = new Intl.Locale(locale).maximize().region;
      if (region) return LETTER_REGIONS.has(region) ? "letter" : "a4";
    } catch {
      // A tag the browser made up: try the next one.
    }
  }
  return "a4";
}
