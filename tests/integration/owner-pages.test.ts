// The owner pages read their guestbook on the server: the owner's page arrives with the guestbook in
// its HTML, while another user's or a missing id is the server's 404, never a page that loads and fails.
import { readdirSync } from "node:fs";
import path from "node:path";
import { api, registerAndGetToken } from "../helpers/api";
import { baseUrl } from "../helpers/env";
import { createFreeGuestbook } from "../helpers/guestbooks";

async function page(path: string, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    redirect: "manual",
    headers: token ? { cookie: `next-auth.session-token=${token}` } : {},
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    html: response.status === 200 || response.status === 404 ? await response.text() : "",
  };
}

describe("owner pages", () => {
  it.each(["/manage-guestbook", "/edit-guestbook"])("%s/{id} is server-rendered for the owner and a 404 for anyone else", async (base) => {
    const owner = await registerAndGetToken("Olive");
    const stranger = await registerAndGetToken("Sam");
    const guestbook = await createFreeGuestbook(owner.token, { guestbookName: "Olive and Sam's Garden Party" });
    const id = String(guestbook.id);

    const own = await page(`${base}/${id}`, owner.token);
    expect(own.status).toBe(200);
    expect(own.html).toContain("Olive and Sam&#x27;s Garden Party");
    expect(own.html).not.toContain("Loading guestbook");

    for (const path of [`${base}/${id}`, `${base}/AAAAAAAAAAAAAAAAAAAAAA`]) {
      const refused = await page(path, stranger.token);
      expect(refused.status).toBe(404);
      expect(refused.html).toContain("Guestbook Not Found");
      expect(refused.html).not.toContain("Olive and Sam");
    }

    const signedOut = await page(`${base}/${id}`);
    expect(signedOut.status).toBe(307);
    expect(signedOut.location).toContain(`/login?callbackUrl=${encodeURIComponent(`${base}/${id}`)}`);
  });
});

// Every page of the (owner) route group, found on disk, so a page added there is covered without a word here.
function ownerGroupPages(dir = path.join(process.cwd(), "app", "(site)", "(owner)")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return ownerGroupPages(path.join(dir, entry.name));
    if (entry.name !== "page.tsx") return [];
    const route = path
      .relative(path.join(process.cwd(), "app", "(site)", "(owner)"), dir)
      .split(path.sep)
      .join("/");
    return [`/${route.replace("[plan]", "reseller").replace("[id]", "AAAAAAAAAAAAAAAAAAAAAA")}`];
  });
}

describe("the (owner) route group", () => {
  it("sends a visitor whose session has ended to sign in and back, from every page in the group", async () => {
    const pages = ownerGroupPages();
    expect(pages).toEqual(expect.arrayContaining(["/dashboard", "/manage-guestbook/AAAAAAAAAAAAAAAAAAAAAA", "/subscribe/reseller", "/billing-portal"]));
    // A well-signed cookie of a logged-out session: the middleware (which checks the signature only) lets
    // it through, and the group's layout refuses it.
    const { token } = await registerAndGetToken("Ended");
    expect((await api("/api/auth/logout", { method: "POST", token })).status).toBe(200);
    for (const path of pages) {
      const answer = await page(`${path}?tab=x`, token);
      expect({ path, status: answer.status }).toEqual({ path, status: 307 });
      expect(answer.location).toContain(`/login?callbackUrl=${encodeURIComponent(`${path}?tab=x`)}`);
    }
  });
});
