// Page requests only (never /api, nor the public pages, which scripts/server.ts prepares the same way:
// lib/http/page-headers.ts): a per-request CSP nonce, the pre-release gate, and redirects for protected
// pages. It only redirects; every page and route still checks the user on the server.
// (Next 16 calls this file proxy.ts; middleware.ts is the name this project's stack fixes, and still runs.)
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session-cookies";
import { loginUrl } from "@/lib/auth/login-url";
import { isOwnerPage } from "@/lib/auth/owner-pages";
import { verifySessionToken } from "@/lib/auth/token";
import { GATE_COOKIE, expectedGateCookie } from "@/lib/gate/gate-cookie";
import { pageHeaders } from "@/lib/http/page-headers";

async function signedIn(request: NextRequest): Promise<boolean> {
  const token = request.cookies.get(sessionCookieName())?.value;
  return Boolean(token && (await verifySessionToken(token)));
}

function redirectTo(request: NextRequest, pathname: string, param: string): NextResponse {
  const target = new URL(pathname, request.url);
  target.searchParams.set(param, request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(target);
}

export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const expectedGate = await expectedGateCookie();
  if (expectedGate && pathname !== "/gate" && request.cookies.get(GATE_COOKIE)?.value !== expectedGate) {
    return redirectTo(request, "/gate", "next");
  }
  if (isOwnerPage(pathname) && !(await signedIn(request))) {
    return NextResponse.redirect(new URL(loginUrl(pathname + request.nextUrl.search), request.url));
  }

  const prepared = pageHeaders(pathname, request.nextUrl.search, {
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
  const requestHeaders = new Headers(request.headers);
  for (const [name, value] of Object.entries(prepared.request)) requestHeaders.set(name, value);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(prepared.response)) response.headers.set(name, value);
  return response;
}

export const config = {
  runtime: "nodejs",
  matcher: [
    // Prefetches too: a prefetch of a gated page must meet the gate like the page itself.
    // Not the public pages (PUBLIC_PAGE_PREFIXES in lib/http/page-headers.ts): scripts/server.ts prepares
    // those, gate included, so a guest's view skips this round.
    // Each exclusion ends where its path ends (`/`, or `$` for a file), so `/apiX` or `/robots.txtX` are
    // pages like any other and get the gate and the CSP.
    "/((?!api/|_next/static/|_next/image$|favicon\\.ico$|icon\\.svg$|samples/|stock/|fonts/|robots\\.txt$|live-guestbook/|message/|personal-message/|audio/|listen/|embed/message/).*)",
  ],
};
