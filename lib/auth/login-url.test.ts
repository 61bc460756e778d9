import { loginUrl } from "./login-url";

/** The page and the way back a link leads to. */
function parsed(href: string) {
  const url = new URL(href, "https://echobook.test");
  return { page: url.pathname, back: url.searchParams.get("callbackUrl"), href };
}

describe("loginUrl", () => {
  it("sends to /login with the way back, query and all", () => {
    expect(parsed(loginUrl("/manage-guestbook/g1?tab=recordings&x=1"))).toEqual({
      page: "/login",
      back: "/manage-guestbook/g1?tab=recordings&x=1",
      href: `/login?${new URLSearchParams({ callbackUrl: "/manage-guestbook/g1?tab=recordings&x=1" })}`,
    });
  });

  it("keeps a safe callback URL on the link to the other form", () => {
    expect(parsed(loginUrl("/dashboard?tab=settings", "/signup"))).toMatchObject({ page: "/signup", back: "/dashboard?tab=settings" });
  });

  it("drops an unsafe or missing one", () => {
    expect(loginUrl("//evil.example")).toBe("/login");
    expect(loginUrl("https://evil.example/x", "/signup")).toBe("/signup");
    expect(loginUrl(null, "/signup")).toBe("/signup");
    expect(loginUrl()).toBe("/login");
  });
});
