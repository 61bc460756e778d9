// The catalogues stay complete: every language has every key of the English one and no other, each
// message parses as ICU and formats, and names the same placeholders and tags as its English original.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { LANGUAGE_CODES } from "./languages";

type TCatalogue = { [key: string]: string | TCatalogue };

const DIR = path.join(process.cwd(), "messages");
const load = (code: string) => JSON.parse(readFileSync(path.join(DIR, `${code}.json`), "utf8")) as TCatalogue;

function flatten(catalogue: TCatalogue, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

/** The arguments ({name}, {count, plural, ...}) and rich-text tags (<link>) a message uses. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)) names.add(match[1]);
  for (const match of message.matchAll(/<([A-Za-z]\w*)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

const english = flatten(load("en"));

describe("message catalogues", () => {
  it("has one file per offered language, and no other", () => {
    const files = readdirSync(DIR)
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it("finds a missing key, an extra key and a changed placeholder (the checks below can fail)", () => {
    expect(placeholdersOf("Up to {max}")).toEqual(["max"]);
    expect(placeholdersOf("{seconds, plural, one {# second left.} other {# seconds left.}}")).toEqual(["seconds"]);
    expect(placeholdersOf("ask the host or <link>ask us</link>.")).toEqual(["<link>"]);
    expect(placeholdersOf("Hasta {maximo}")).not.toEqual(placeholdersOf("Up to {max}"));
  });

  describe.each(LANGUAGE_CODES.filter((code) => code !== "en"))("%s", (code) => {
    const messages = flatten(load(code));

    it("has every English key and no other", () => {
      expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
      expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
    });

    it("names the same placeholders and tags as English in every message", () => {
      const differing = [...english].filter(([key, text]) => messages.has(key) && placeholdersOf(messages.get(key)!).join() !== placeholdersOf(text).join());
      expect(differing.map(([key]) => key)).toEqual([]);
    });

    it("writes no message left empty or still in English", () => {
      const untranslated = [...english].filter(([key, text]) => {
        const translated = messages.get(key)?.trim() ?? "";
        // Words every language shares (a brand, "Stop", "Privacy", "Foto: {name}") may match; sentences may not.
        return translated === "" || (translated === text && text.split(" ").length > 3);
      });
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });
  });

  describe.each(LANGUAGE_CODES)("%s formats", (code) => {
    it("every message with sample values, with no ICU error", () => {
      const errors: string[] = [];
      let current = "";
      const t = createTranslator({ locale: code, messages: load(code), onError: (error) => errors.push(`${current}: ${error.message}`) });
      const values = {
        name: "Ana",
        max: "1:00",
        seconds: 10,
        count: 3,
        position: 1,
        price: "$9.99",
        message: "x",
        length: 8,
        attempt: 2,
        elapsed: "0:05",
        reason: "x",
        when: "x",
        url: "x",
        app: "Instagram",
        title: "x",
        label: "x",
        alt: "x",
        date: "x",
        color: "#fcd300",
        shown: "1,000",
        total: "1,200",
        id: "x",
      };
      const rich = { when: () => "x", link: (chunks: unknown) => chunks, strong: (chunks: unknown) => chunks, unsplash: (chunks: unknown) => chunks };
      for (const [key, text] of flatten(load(code))) {
        current = key;
        const isRich = /<\w+>/.test(text);
        const format = isRich ? t.rich : t;
        // @ts-expect-error -- keys and values are read from the files themselves
        const out = format(key, isRich ? { ...values, ...rich } : values);
        expect(out).toBeTruthy();
      }
      expect(errors).toEqual([]);
    });
  });
});
