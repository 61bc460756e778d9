"use client";
// Sign in with email and password or Google, checked with the schema the sign-in route uses.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ZLoginBody } from "@/lib/validation/auth";
import { AuthField, AuthFormLayout, EMAIL_INPUT, useAuthFlow, type TAuthFormProps } from "./AuthFormCore";
import { loginUrl } from "@/lib/auth/login-url";
import styles from "./AuthForm.module.css";

type TLoginInput = z.input<typeof ZLoginBody>;

const GOOGLE_SIGN_IN_FAILED = "Google sign-in failed. Please try again.";

export function LoginForm({ returnPath: callbackUrl, email: givenEmail, googleClientId, nonce }: TAuthFormProps) {
  const flow = useAuthFlow(callbackUrl);
  const form = useForm<TLoginInput, unknown, z.output<typeof ZLoginBody>>({
    resolver: zodResolver(ZLoginBody),
    defaultValues: { email: givenEmail ?? "", password: "" },
  });

  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      if (flow.pending) return;
      flow.setError(null);
      flow.setPending("password");
      if (!(await flow.signInWithPassword(email, password))) flow.setPending(null);
    },
    (errors) => flow.setError(errors.email?.message ?? errors.password?.message ?? "Login failed"),
  );

  return (
    <AuthFormLayout
      form={form}
      flow={flow}
      onSubmit={onSubmit}
      submitLabel="Sign in"
      submittingLabel="Signing in..."
      google={
        googleClientId
          ? {
              clientId: googleClientId,
              nonce,
              text: "signin_with",
              pendingText: "Signing in with Google...",
              failure: GOOGLE_SIGN_IN_FAILED,
              onCredential: (credential) => void flow.signInWithGoogle(credential, GOOGLE_SIGN_IN_FAILED),
            }
          : undefined
      }
      switchPrompt="New to Echobook?"
      switchHref={loginUrl(callbackUrl, "/signup")}
      switchLabel="Create an account"
    >
      <AuthField<TLoginInput> id="login-email" name="email" label="Email" {...EMAIL_INPUT} />
      <AuthField<TLoginInput>
        id="login-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        labelAside={
          <Link href="/forgot-password" className={styles.inlineLink}>
            Forgot password?
          </Link>
        }
      />
    </AuthFormLayout>
  );
}
