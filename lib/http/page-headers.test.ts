import { readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_PAGE_PREFIXES, contentSecurityPolicy, isMiddlewareFreePage, pageHeaders } from "./page-headers";

describe("page headers", () => {
  it("leaves out of middleware.ts's matcher exactly the paths the server prepares", () => {
    const source = readFileSync(path.join(process.cwd(), "middleware.ts"), "utf8");
    const lookahead = /"\/\(\(\?!([^)]*)\)\.\*\)"/.exec(source)?.[1];
    expect(lookahead).toBeDefined();
    const excluded = lookahead!.split("|");
    for (const prefix of PUBLIC_PAGE_PREFIXES) expect(excluded).toContain(prefix);
    // The matcher's other exclusions are not pages: none of them is prepared by the server.
    for (const other of excluded.filter((entry) => !(PUBLIC_PAGE_PREFIXES as readonly string[]).includes(entry))) {
      expect(isMiddlewareFreePage(`/${other.replace(/\\/g, "")}x`)).toBe(false);
    }
  });

  it("knows the public pages, in any spelling, and nothing else", () => {
    for (const pathname of [
      "/live-guestbook/abc",
      "/message/abc",
      "/personal-message/abc",
      "/audio/abc",
      "/listen/tok",
      "/embed/message/abc",
      "/Live-Guestbook/abc",
    ]) {
      expect(isMiddlewareFreePage(pathname)).toBe(true);
    }
    for (const pathname of ["/", "/dashboard", "/message", "/messages/abc", "/manage-audio-message/abc", "/guestbook/abc", "/audio-cards", "/embed/other"]) {
      expect(isMiddlewareFreePage(pathname)).toBe(false);
    }
  });

  it("gives each page request a fresh 24-character nonce, the same in the request's and the answer's policy", () => {
    const first = pageHeaders("/message/abc", "?title=Hi");
    const second = pageHeaders("/message/abc", "");
    expect(first.request["x-nonce"]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.request["x-nonce"]).not.toBe(second.request["x-nonce"]);
    expect(first.request["content-security-policy"]).toBe(first.response["content-security-policy"]);
    expect(first.response["content-security-policy"]).toContain(`'nonce-${first.request["x-nonce"]}'`);
    expect(first.request["x-pathname"]).toBe("/message/abc");
    expect(first.request["x-return-path"]).toBe("/message/abc?title=Hi");
  });

  it("lets only the embedded player be framed", () => {
    expect(contentSecurityPolicy("n", "/embed/message/abc")).toContain("frame-ancestors *");
    expect(contentSecurityPolicy("n", "/message/abc")).toContain("frame-ancestors 'none'");
  });

  it("names the language asked for to the render, and remembers a choice from the language menu", () => {
    const chosen = pageHeaders("/live-guestbook/abc", "?lang=de", { acceptLanguage: "es" });
    expect(chosen.request["x-echobook-language"]).toBe("de");
    expect(chosen.response["set-cookie"]).toMatch(/^echobook-lang=de; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const browser = pageHeaders("/live-guestbook/abc", "", { acceptLanguage: "fr-CA,fr;q=0.9", cookie: "x=1" });
    expect(browser.request["x-echobook-language"]).toBe("fr");
    expect(browser.response["set-cookie"]).toBeUndefined();
    expect(pageHeaders("/message/abc", "?lang=xx", { acceptLanguage: "sw" }).request["x-echobook-language"]).toBe("en");
  });
});
