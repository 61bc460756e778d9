// The blog over HTTP (issue 14): the public list (bad page and limit refused with the reason, published
// posts only, newest first, hasMore), the admins' API (sanitized on save, a 1 MB body and an empty title
// refused, non-admins refused with nothing changed), the admin pages' 404 for everyone else, and a row
// written straight into the database rendered inert on /start-exploring.
import { decodeJwt } from "jose";
import { Pool } from "pg";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { baseUrl, databaseUrl } from "@/tests/helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 1 });
afterAll(() => pool.end());

type TAccount = { token: string; userId: string };

async function account(firstName: string, isAdmin: boolean): Promise<TAccount> {
  const { token } = await registerAndGetToken(firstName);
  const userId = String(decodeJwt(token).userId);
  await pool.query(`UPDATE "User" SET "isAdmin" = $2 WHERE id = $1`, [userId, isAdmin]);
  return { token, userId };
}

// scripts/test.ts runs the app with the default PUBLIC_PAGE_CACHE_MS (2 s).
const PAGE_MOMENT_MS = 2_100;

let sequence = 0;
async function insertPost(fields: { title: string; content: string; publishedAt: Date | null; imageUrl?: string }): Promise<string> {
  const id = `blogtest${Date.now()}${sequence++}`;
  await pool.query(`INSERT INTO "BlogPost" (id, title, content, "publishedAt", "imageUrl") VALUES ($1, $2, $3, $4, $5)`, [
    id,
    fields.title,
    fields.content,
    fields.publishedAt,
    fields.imageUrl ?? null,
  ]);
  return id;
}

async function storedPost(id: string) {
  const { rows } = await pool.query(`SELECT title, content, "publishedAt" FROM "BlogPost" WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

async function postCount(): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(`SELECT count(*) FROM "BlogPost"`);
  return Number(rows[0].count);
}

const validBody = {
  title: "Ten questions for your wedding guests",
  content: '<p>Ask them <b>anything</b>.</p><ul><li>One</li><li><a href="https://echobook.example/ideas">More ideas</a></li></ul>',
  imageUrl: null,
  imageAlt: null,
  imagePhotographer: null,
  imageUnsplashUrl: null,
  published: true,
};

beforeEach(() => pool.query(`DELETE FROM "BlogPost"`));

describe("GET /api/blog-posts/public", () => {
  it.each([
    ["page=-1", "page must be 1 or more."],
    ["page=0", "page must be 1 or more."],
    ["page=abc", "page must be a number."],
    ["page=1.5", "page must be a whole number."],
    ["limit=100000", "limit must be at most 50."],
    ["limit=0", "limit must be 1 or more."],
    ["limit=ten", "limit must be a number."],
  ])("refuses %s with the reason", async (query, reason) => {
    const result = await api(`/api/blog-posts/public?${query}`);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: reason, code: "INVALID_INPUT" });
  });

  it("answers published posts only, newest first, a page at a time with hasMore", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const oldest = await insertPost({ title: "Oldest", content: "<p>a</p>", publishedAt: new Date(now - 3 * day) });
    const newest = await insertPost({ title: "Newest", content: "<p>b</p>", publishedAt: new Date(now - day) });
    const middle = await insertPost({ title: "Middle", content: "<p>c</p>", publishedAt: new Date(now - 2 * day) });
    await insertPost({ title: "Draft", content: "<p>d</p>", publishedAt: null });

    const first = await api("/api/blog-posts/public?page=1&limit=2");
    expect(first.status).toBe(200);
    const firstPosts = first.body.posts as { _id: string; title: string }[];
    expect(firstPosts.map((post) => post._id)).toEqual([newest, middle]);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, hasMore: true });

    const second = await api("/api/blog-posts/public?page=2&limit=2");
    expect((second.body.posts as { _id: string }[]).map((post) => post._id)).toEqual([oldest]);
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, hasMore: false });

    const all = await api("/api/blog-posts/public");
    expect((all.body.posts as { title: string }[]).map((post) => post.title)).toEqual(["Newest", "Middle", "Oldest"]);
    expect(all.body.pagination).toEqual({ page: 1, limit: 12, hasMore: false });
    expect(Object.keys((all.body.posts as object[])[0]).sort()).toEqual(
      ["_id", "content", "excerpt", "imageAlt", "imagePhotographer", "imageUnsplashUrl", "imageUrl", "publishedAt", "title"].sort(),
    );
  });

  it("serves a row's content sanitized again, with a 150-character excerpt of its text", async () => {
    const long = `${"x".repeat(100)} ${"y".repeat(100)}`;
    await insertPost({ title: "Old row", content: `<p onclick="x()">${long}</p><script>alert(1)</script>`, publishedAt: new Date() });
    const result = await api("/api/blog-posts/public");
    const [post] = result.body.posts as { content: string; excerpt: string }[];
    expect(post.content).toBe(`<p>${long}</p>`);
    expect(post.excerpt).toBe(`${"x".repeat(100)} ${"y".repeat(49)}…`);
    expect(post.excerpt.endsWith("…")).toBe(true);
  });
});

describe("the admins' API", () => {
  it("creates, edits, unpublishes and deletes a post, sanitizing what it stores", async () => {
    const admin = await account("Ada", true);
    const created = await api("/api/admin/blog-posts", {
      method: "POST",
      token: admin.token,
      json: { ...validBody, content: `${validBody.content}<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>` },
    });
    expect(created.status).toBe(201);
    const post = created.body.post as { id: string; publishedAt: string | null };
    expect(post.publishedAt).not.toBeNull();
    const stored = await storedPost(post.id);
    expect(stored.content).toBe(
      '<p>Ask them <b>anything</b>.</p><ul><li>One</li><li><a href="https://echobook.example/ideas" rel="noopener noreferrer nofollow">More ideas</a></li></ul>bad',
    );

    const edited = await api(`/api/admin/blog-posts/${post.id}`, { method: "PUT", token: admin.token, json: { title: "Twelve questions" } });
    expect(edited.status).toBe(200);
    expect((await storedPost(post.id)).title).toBe("Twelve questions");
    expect((await storedPost(post.id)).publishedAt).toEqual(new Date(post.publishedAt!));

    const unpublished = await api(`/api/admin/blog-posts/${post.id}`, { method: "PUT", token: admin.token, json: { published: false } });
    expect(unpublished.status).toBe(200);
    expect((await api("/api/blog-posts/public")).body.posts).toEqual([]);

    const listed = await api("/api/admin/blog-posts", { token: admin.token });
    expect((listed.body.posts as { id: string }[]).map((item) => item.id)).toEqual([post.id]);

    expect((await api(`/api/admin/blog-posts/${post.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect(await storedPost(post.id)).toBeNull();
    expect((await api(`/api/admin/blog-posts/${post.id}`, { method: "DELETE", token: admin.token })).status).toBe(404);
  });

  it("refuses 1 MB of content with 413, an empty title and content with nothing left once sanitized, with the reason", async () => {
    const admin = await account("Ada", true);
    const huge = await api("/api/admin/blog-posts", {
      method: "POST",
      token: admin.token,
      json: { ...validBody, content: `<p>${"x".repeat(1024 * 1024)}</p>` },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe("PAYLOAD_TOO_LARGE");

    const noTitle = await api("/api/admin/blog-posts", { method: "POST", token: admin.token, json: { ...validBody, title: "   " } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toMatchObject({ error: "Please enter a title.", fields: { title: "Please enter a title." } });

    const onlyScript = await api("/api/admin/blog-posts", { method: "POST", token: admin.token, json: { ...validBody, content: "<script>alert(1)</script>" } });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.error).toBe("Please write the post.");

    const badCover = await api("/api/admin/blog-posts", { method: "POST", token: admin.token, json: { ...validBody, imageUrl: "javascript:alert(1)" } });
    expect(badCover.status).toBe(400);
    expect(await postCount()).toBe(0);
  });

  it("refuses a non-admin's and a visitor's create, edit and delete, changing nothing", async () => {
    const member = await account("Mel", false);
    const id = await insertPost({ title: "Kept", content: "<p>kept</p>", publishedAt: new Date() });

    for (const token of [member.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await api("/api/admin/blog-posts", { method: "POST", token, json: validBody })).status).toBe(expected);
      expect((await api("/api/admin/blog-posts", { token })).status).toBe(expected);
      expect((await api(`/api/admin/blog-posts/${id}`, { method: "PUT", token, json: { title: "Changed" } })).status).toBe(expected);
      expect((await api(`/api/admin/blog-posts/${id}`, { method: "DELETE", token })).status).toBe(expected);
    }
    expect(await postCount()).toBe(1);
    expect(await storedPost(id)).toMatchObject({ title: "Kept", content: "<p>kept</p>" });
  });
});

async function page(path: string, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual", headers: token ? { cookie: `next-auth.session-token=${token}` } : {} });
  return { status: response.status, html: await response.text() };
}

describe("the pages", () => {
  it("every admin page is the 404 page for a visitor and a non-admin (the admin layout's guard), and the page for an admin", async () => {
    const member = await account("Mel", false);
    const admin = await account("Ada", true);
    const draftId = await insertPost({ title: "Draft for admins", content: "<p>d</p>", publishedAt: null });
    for (const token of [undefined, member.token]) {
      for (const path of ["/admin/blog", "/admin/blog/new", `/admin/blog/${draftId}`, "/admin/messages"]) {
        const refused = await page(path, token);
        expect(refused.status).toBe(404);
        expect(refused.html).toContain("find that page");
        expect(refused.html).not.toContain("Draft for admins");
      }
    }
    const allowed = await page("/admin/blog", admin.token);
    expect(allowed.status).toBe(200);
    expect(allowed.html).toContain("Draft for admins");
    for (const path of ["/admin/blog/new", `/admin/blog/${draftId}`, "/admin/messages"]) expect((await page(path, admin.token)).status).toBe(200);
  });

  it("/start-exploring renders a row written straight into the database inert, with its og tags and canonical URL", async () => {
    await insertPost({
      title: "<script>window.__blogPwned = 1</script>A title",
      content:
        '<p>Safe words</p><script>window.__blogPwned = 2</script><img src=x onerror="window.__blogPwned = 3"><svg onload="window.__blogPwned = 4"></svg>' +
        '<a href="javascript:window.__blogPwned = 5">bad link</a><iframe src="javascript:window.__blogPwned = 6"></iframe><p style="color:red">styled</p>',
      publishedAt: new Date(),
      imageUrl: "/stock/anniversary-by-the-water.jpg",
    });
    const result = await page("/start-exploring");
    expect(result.status).toBe(200);
    expect(result.html).toContain("Do More With Echobook");
    expect(result.html).toContain("Safe words");
    expect(result.html).toContain("&lt;script&gt;window.__blogPwned = 1&lt;/script&gt;A title");
    expect(result.html).not.toMatch(/<script[^>]*>\s*window\.__blogPwned/);
    expect(result.html).not.toMatch(/onerror=|onload=|javascript:|<iframe|style="color/i);
    expect(result.html).not.toContain("__blogPwned = 2");
    expect(result.html).toMatch(/<link rel="canonical" href="http[^"]+\/start-exploring"/);
    expect(result.html).toContain('<meta property="og:title" content="Do More With Echobook"');
    // The site's 1200x630 picture, not the post's cover (any size, possibly elsewhere).
    expect(result.html).toMatch(/<meta property="og:image" content="http[^"]+\/og-image\.jpg"/);
  });

  it("/start-exploring says 'Coming Soon' with no published post", async () => {
    await insertPost({ title: "Only a draft", content: "<p>d</p>", publishedAt: null });
    // The rows were changed straight in the database, as another instance would: the public page kept by
    // this one for a moment (lib/http/page-cache.ts) shows it once that moment is over.
    await new Promise((resolve) => setTimeout(resolve, PAGE_MOMENT_MS));
    const result = await page("/start-exploring");
    expect(result.status).toBe(200);
    expect(result.html).toContain("Coming Soon");
    expect(result.html).not.toContain("Only a draft");
  });
});

describe("search engines", () => {
  it("sitemap.xml lists the public pages on APP_URL and nothing private", async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
    expect(urls.map((url) => url.pathname + url.hash)).toEqual([
      "/",
      "/#pricing",
      "/start-exploring",
      "/record",
      "/create-guestbook",
      "/personal-message",
      "/terms",
      "/privacy",
    ]);
    expect(xml).not.toMatch(/dashboard|manage|admin|api|live-guestbook/);
  });

  it("robots.txt keeps crawlers out of private pages, the API and the test pages, and names the sitemap", async () => {
    const text = await (await fetch(`${baseUrl}/robots.txt`)).text();
    for (const path of [
      "/api/",
      "/admin/",
      "/dashboard",
      "/manage-guestbook/",
      "/manage-audio-message/",
      "/manage-pro-audio-message/",
      "/test-checkout/",
      "/test-payment-success",
    ]) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
    expect(text).toMatch(/Sitemap: http\S+\/sitemap\.xml/);
  });
});
