"use client";
// Create an account: checked here first with the schema the registration route uses (and the spec's
// texts), registered through the API, then signed in with the same credentials so the browser holds
// the httpOnly session cookie.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import type { z } from "zod";
import { register as registerAccount } from "@/lib/client/account";
import { messageOf } from "@/lib/client/api";
import { FIRST_NAME_MAX, PASSWORD_MIN_LENGTH, ZSignupForm, type TRegisterBody } from "@/lib/validation/auth";
import { AuthField, AuthFormLayout, EMAIL_INPUT, useAuthFlow, type TAuthFormProps } from "./AuthFormCore";
import { loginUrl } from "@/lib/auth/login-url";
import styles from "./AuthForm.module.css";

type TSignupInput = z.input<typeof ZSignupForm>;
type TSignupField = keyof TSignupInput;

const ERROR_ID = "signup-error";
// A mismatch is reported before a short password, as people fix the repeat first.
const FIELDS_BY_PRIORITY: TSignupField[] = ["confirmPassword", "password", "firstName", "email"];

async function register(body: TRegisterBody): Promise<string | null> {
  try {
    await registerAccount(body);
    return null;
  } catch (error) {
    return messageOf(error, "Registration failed");
  }
}

const GOOGLE_SIGN_UP_FAILED = "Google sign-up failed. Please try again.";

export function SignupForm({ returnPath: callbackUrl, email: givenEmail, googleClientId, nonce }: TAuthFormProps) {
  const flow = useAuthFlow(callbackUrl);
  const [invalidField, setInvalidField] = useState<TSignupField | null>(null);
  const [accountCreated, setAccountCreated] = useState(false);
  const form = useForm<TSignupInput, unknown, z.output<typeof ZSignupForm>>({
    resolver: zodResolver(ZSignupForm),
    defaultValues: { firstName: "", email: givenEmail ?? "", password: "", confirmPassword: "" },
    shouldFocusError: false,
  });

  function reject(errors: FieldErrors<TSignupInput>) {
    setAccountCreated(false);
    const field = FIELDS_BY_PRIORITY.find((name) => errors[name]) ?? null;
    flow.setError((field && errors[field]?.message) || "Registration failed");
    setInvalidField(field);
    if (field) form.setFocus(field);
  }

  const onSubmit = form.handleSubmit(async ({ firstName, email, password }) => {
    if (flow.pending) return;
    setAccountCreated(false);
    flow.setError(null);
    setInvalidField(null);
    flow.setPending("password");
    const registrationError = await register({ firstName, email, password });
    if (registrationError) {
      flow.setError(registrationError);
      flow.setPending(null);
      return;
    }
    if (await flow.signInWithPassword(email, password)) return;
    // The account exists now; only signing in went wrong.
    setAccountCreated(true);
    flow.setPending(null);
  }, reject);

  // Both password inputs take a new password; the one to fix is marked invalid and points at the error.
  const newPasswordInput = (field: "password" | "confirmPassword", hint?: string) => ({
    type: "password",
    autoComplete: "new-password",
    "aria-invalid": invalidField === field || undefined,
    "aria-describedby": [hint, invalidField === field ? ERROR_ID : undefined].filter(Boolean).join(" ") || undefined,
  });

  return (
    <AuthFormLayout
      form={form}
      flow={flow}
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      errorNote={
        accountCreated && (
          <p className={styles.note}>
            Your account was created.{" "}
            <Link href={loginUrl(callbackUrl)} className="tap-link">
              Sign in
            </Link>{" "}
            to continue.
          </p>
        )
      }
      submitLabel="Create account"
      submittingLabel="Creating account..."
      google={
        googleClientId
          ? {
              clientId: googleClientId,
              nonce,
              text: "signup_with",
              pendingText: "Signing up with Google...",
              failure: GOOGLE_SIGN_UP_FAILED,
              onCredential: (credential) => {
                setInvalidField(null);
                void flow.signInWithGoogle(credential, GOOGLE_SIGN_UP_FAILED);
              },
            }
          : undefined
      }
      switchPrompt="Already have an account?"
      switchHref={loginUrl(callbackUrl)}
      switchLabel="Sign in"
    >
      <AuthField<TSignupInput> id="signup-first-name" name="firstName" label="First name" autoComplete="given-name" maxLength={FIRST_NAME_MAX} />
      <AuthField<TSignupInput> id="signup-email" name="email" label="Email" {...EMAIL_INPUT} />
      <AuthField<TSignupInput>
        id="signup-password"
        name="password"
        label="Password"
        {...newPasswordInput("password", "signup-password-hint")}
        hint={
          <p id="signup-password-hint" className="hint">
            At least {PASSWORD_MIN_LENGTH} characters.
          </p>
        }
      />
      <AuthField<TSignupInput> id="signup-confirm-password" name="confirmPassword" label="Confirm password" {...newPasswordInput("confirmPassword")} />
      <p className={styles.note}>
        By creating an account you agree to the{" "}
        <Link href="/terms" className="tap-link">
          Terms of Service
        </Link>
        . Our{" "}
        <Link href="/privacy" className="tap-link">
          privacy notice
        </Link>{" "}
        says what we keep and how to delete it.
      </p>
    </AuthFormLayout>
  );
}
