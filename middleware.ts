// Page requests only (never /api): a per-request CSP nonce, the pre-release gate, and redirects for
// protected pages. It only redirects; every page and route still checks the user on the server.
// (Next 16 calls this file proxy.ts; middleware.ts is the name this project's stack fixes, and still runs.)
import { NextResponse, type NextRequest } from "next/server";
import { isHttpsSite, sessionCookieName } from "@/lib/auth/session-cookies";
import { loginUrl } from "@/lib/auth/login-url";
import { isOwnerPage } from "@/lib/auth/owner-pages";
import { verifySessionToken } from "@/lib/auth/token";
import { getEnv } from "@/lib/env";
import { GATE_COOKIE, expectedGateCookie } from "@/lib/gate/gate-cookie";

// The embedded message player exists to be framed by X and other sites; every other page refuses framing.
const FRAMABLE = /^\/embed\//;

function contentSecurityPolicy(nonce: string, pathname: string): string {
  const env = getEnv();
  const google = env.GOOGLE_CLIENT_ID ? " https://accounts.google.com/gsi/" : "";
  const devEval = env.NODE_ENV === "development" ? " 'unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${devEval}${google}`,
    `style-src 'self' 'unsafe-inline'${google}`,
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${google}`,
    `frame-src 'self'${google}`,
    FRAMABLE.test(pathname) ? "frame-ancestors *" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

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

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy(nonce, pathname);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  // The root layout's og:url for pages without tags of their own.
  requestHeaders.set("x-pathname", pathname);
  // Where an owner page sends a signed-out visitor back to after signing in (lib/auth/require-page-user.ts).
  requestHeaders.set("x-return-path", pathname + request.nextUrl.search);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  // Browsers then refuse plain http to this site for two years (pages only: the first visit sets it).
  if (isHttpsSite()) response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return response;
}

export const config = {
  runtime: "nodejs",
  matcher: [
    // Prefetches too: a prefetch of a gated page must meet the gate like the page itself.
    "/((?!api|_next/static|_next/image|favicon.ico|icon.svg|samples/|stock/|fonts/|robots.txt).*)",
  ],
};
