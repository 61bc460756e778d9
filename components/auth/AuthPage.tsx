// The body of /login and /signup: a signed-in visitor is sent on, anyone else gets the form with the
// callback URL they came with (and the address a link asked for, `?email=`: a co-host invitation's), the
// Google client id and the page's CSP nonce.
import { headers } from "next/headers";
import type { ComponentType } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import type { TAuthFormProps } from "./AuthFormCore";
import { AuthShell } from "./AuthShell";
import { firstParam } from "./search-param";
import { SignedInRedirect } from "./SignedInRedirect";

type TProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  title: string;
  intro: string;
  /** Why this page was asked for, by the page the visitor came from (the callback URL); shown instead of `intro`. */
  introFor?: (callbackUrl: string | undefined) => string | null;
  Form: ComponentType<TAuthFormProps>;
};

export async function AuthPage({ searchParams, title, intro, introFor, Form }: TProps) {
  if (await getSessionUser()) {
    return (
      <AuthShell title="You are already signed in">
        <SignedInRedirect />
      </AuthShell>
    );
  }
  const params = await searchParams;
  const callbackUrl = firstParam(params.callbackUrl);
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <AuthShell title={title} intro={introFor?.(callbackUrl) ?? intro}>
      <Form returnPath={callbackUrl} email={firstParam(params.email)} googleClientId={getEnv().GOOGLE_CLIENT_ID} nonce={nonce} />
    </AuthShell>
  );
}
