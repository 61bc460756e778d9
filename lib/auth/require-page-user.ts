// The signed-in user for an owner page, or a redirect to sign in that comes back to the page asked for
// (the path and query the middleware passed on in `x-return-path`). Memoised with `getSessionUser`, so the
// `(owner)` layout's guard and the page share one check.
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { loginUrl } from "./login-url";
import { getSessionUser, type TSessionUser } from "./session";

export async function requirePageUser(): Promise<TSessionUser> {
  const user = await getSessionUser();
  if (user) return user;
  redirect(loginUrl((await headers()).get("x-return-path") ?? "/dashboard"));
}
