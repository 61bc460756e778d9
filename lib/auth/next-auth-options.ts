// next-auth for the browser: credentials and Google (an ID token from Google's button), JWT sessions in
// an httpOnly cookie. The cookie holds the same signed token the API hands out (lib/auth/token.ts).
import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { z } from "zod";
import { getEnv } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZGoogleBody, ZLoginBody } from "@/lib/validation/auth";
import { signInWithGoogle } from "./google";
import { INVALID_CREDENTIALS, loginWithPassword } from "./login";
import { isHttpsSite } from "@/lib/http/https-site";
import { sessionFromToken } from "./session";
import { claimsFor, sessionMaxAgeSeconds, signSessionToken, type TSessionClaims } from "./token";

type TAuthorizedUser = { id: string; email: string; name: string; claims: TSessionClaims };

function headersOf(request: { headers?: Record<string, string | string[] | undefined> } | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request?.headers ?? {})) {
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
}

function toAuthorized(user: Parameters<typeof claimsFor>[0]): TAuthorizedUser {
  return { id: user.id, email: user.email, name: user.firstName, claims: claimsFor(user) };
}

/**
 * next-auth shows an Error's message to the browser as `error`: the user-facing text, or for a refusal
 * the page acts on (Google sign-in that needs the account's password once) the code it branches on.
 */
function userFacing(error: unknown, fallback: string): never {
  if (error instanceof ApiError && error.code === "GOOGLE_LINK_NEEDS_PASSWORD") throw new Error(error.code);
  if (error instanceof ApiError) throw new Error(error.message);
  console.error("[echobook] sign-in failed", error);
  throw new Error(fallback);
}

const GOOGLE_FAILED = "Google sign-in failed. Please try again.";

/** A credentials provider: the form's fields checked by `schema`, then `signIn`, its refusals as user-facing text. */
function signInProvider<T extends z.ZodType>(opts: {
  id: string;
  name: string;
  credentials: Record<string, { label: string; type: string }>;
  schema: T;
  invalid: string;
  failure: string;
  signIn(body: z.infer<T>, headers: Headers): Promise<Parameters<typeof claimsFor>[0]>;
}) {
  return CredentialsProvider({
    id: opts.id,
    name: opts.name,
    credentials: opts.credentials,
    async authorize(credentials, request) {
      const parsed = opts.schema.safeParse(credentials ?? {});
      if (!parsed.success) throw new Error(opts.invalid);
      try {
        return toAuthorized(await opts.signIn(parsed.data, headersOf(request)));
      } catch (error) {
        userFacing(error, opts.failure);
      }
    },
  });
}

let options: NextAuthOptions | undefined;

export function authOptions(): NextAuthOptions {
  options ??= {
    secret: getEnv().authSecret,
    useSecureCookies: isHttpsSite(),
    session: { strategy: "jwt", maxAge: sessionMaxAgeSeconds() },
    pages: { signIn: "/login", error: "/login" },
    jwt: {
      encode: async ({ token }) => signSessionToken(token as unknown as TSessionClaims),
      // The same liveness check as every API route and page: a logged-out session, one ended by a newer
      // session version (log out everywhere, a new or reset password) or one past its cap decodes to
      // nothing, so next-auth's session read and update clear the cookie instead of renewing it.
      decode: async ({ token }) => ((await sessionFromToken(token ?? null))?.claims as never) ?? null,
    },
    providers: [
      signInProvider({
        id: "credentials",
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        schema: ZLoginBody,
        invalid: INVALID_CREDENTIALS,
        failure: "Login failed",
        signIn: (body, headers) => loginWithPassword(body, clientIp(headers)),
      }),
      signInProvider({
        id: "google-id-token",
        name: "Google",
        credentials: { credential: { label: "Google credential", type: "text" }, password: { label: "Password", type: "password" } },
        schema: ZGoogleBody,
        invalid: GOOGLE_FAILED,
        failure: GOOGLE_FAILED,
        signIn: async (body, headers) => {
          await throttleAddress("googleSignIn", headers);
          return signInWithGoogle({ ...body, ip: clientIp(headers) });
        },
      }),
    ],
    // Signing out ends the session before next-auth drops the cookie: app/api/auth/[...nextauth]/route.ts.
    callbacks: {
      // A renewal (next-auth's session read or update) re-signs the decoded, live claims as they are:
      // the same session id, version and sign-in time, so the token's expiry never moves past its cap.
      // The user's fresh name and tier are read per request by `sessionFromToken`, not from the token.
      async jwt({ token, user }) {
        if (user) return (user as unknown as TAuthorizedUser).claims as never;
        return token;
      },
      async session({ session, token }) {
        const claims = token as unknown as TSessionClaims;
        return { ...session, user: { email: claims.email, name: claims.firstName } };
      },
    },
  };
  return options;
}
