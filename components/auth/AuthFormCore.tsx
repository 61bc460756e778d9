"use client";
// What the sign-in and sign-up forms share: the error and pending state, signing in through next-auth
// (password or Google) and then a full navigation so the server-rendered header picks up the new
// session cookie, the layout round the fields (alert, submit, Google button, link to the other form),
// which hands the form's react-hook-form state to its fields, and the labelled input bound to it.
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useHydrated } from "@/lib/client/use-hydrated";
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { FormProvider, useFormContext, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { ErrorCode } from "@/lib/http/error-codes";
import { GoogleSignInButton } from "./GoogleSignInButton";
import { LinkGoogleForm } from "./LinkGoogleForm";
import { hasPendingGuestbook, postAuthDestination } from "./post-auth-destination";
import { signInErrorMessage } from "./sign-in-error";
import styles from "./AuthForm.module.css";

type TPending = "password" | "google" | null;

const GOOGLE_LINK_NEEDS_PASSWORD: ErrorCode = "GOOGLE_LINK_NEEDS_PASSWORD";
const LINK_GOOGLE_PROMPT = "An account with this email already exists. Enter its password once to link Google sign-in to it.";

/** `returnPath`: the callback URL the visitor came with, carried to the other form and followed after signing in. */
/** `email`: the address the form starts with (a co-host invitation's sign-in link names it). */
export type TAuthFormProps = { returnPath?: string; email?: string; googleClientId?: string; nonce?: string };

export function useAuthFlow(callbackUrl: string | undefined) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<TPending>(null);
  // A Google identity whose email already has a password account: its password is asked for once.
  const [linking, setLinking] = useState<string | null>(null);

  function goOn() {
    window.location.assign(postAuthDestination({ hasPendingGuestbook: hasPendingGuestbook(), callbackUrl }));
  }

  /** Signs in and navigates on; false (with the error shown) when next-auth refused. */
  async function signInWithPassword(email: string, password: string): Promise<boolean> {
    try {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (result?.ok && !result.error) {
        goOn();
        return true;
      }
      setError(signInErrorMessage(result?.error, "Login failed"));
    } catch {
      setError("Login failed");
    }
    return false;
  }

  async function signInWithGoogle(credential: string | null, failure: string, password?: string) {
    if (pending) return;
    if (!credential) return setError(failure);
    setError(null);
    setPending("google");
    let refusal = failure;
    try {
      const result = await signIn("google-id-token", { credential, ...(password ? { password } : {}), redirect: false });
      if (result?.ok && !result.error) return goOn();
      if (result?.error === GOOGLE_LINK_NEEDS_PASSWORD) {
        setLinking(credential);
        refusal = password ? "Invalid email or password." : LINK_GOOGLE_PROMPT;
      } else if (password) {
        refusal = signInErrorMessage(result?.error, failure);
      }
    } catch {
      // Reported below with the same text as a refused token.
    }
    setError(refusal);
    setPending(null);
  }

  return { error, setError, pending, setPending, signInWithPassword, signInWithGoogle, linking };
}

type TLayoutProps<T extends FieldValues, TOut> = {
  form: UseFormReturn<T, unknown, TOut>;
  flow: ReturnType<typeof useAuthFlow>;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  /** For inputs that point at the error (aria-describedby). */
  errorId?: string;
  /** Said under the error. */
  errorNote?: ReactNode;
  children: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  google?: {
    clientId: string;
    nonce?: string;
    text: "signin_with" | "signup_with";
    pendingText: string;
    /** Said when Google's answer is refused. */
    failure: string;
    onCredential(credential: string | null): void;
  };
  switchPrompt: string;
  switchHref: string;
  switchLabel: string;
};

export function AuthFormLayout<T extends FieldValues, TOut>({
  form,
  flow,
  onSubmit,
  errorId,
  errorNote,
  children,
  submitLabel,
  submittingLabel,
  google,
  switchPrompt,
  switchHref,
  switchLabel,
}: TLayoutProps<T, TOut>) {
  return (
    <FormProvider {...form}>
      <div className={styles.stack}>
        <AuthFormBody
          onSubmit={onSubmit}
          errorId={errorId}
          error={
            flow.error && (
              <>
                <p>{flow.error}</p>
                {errorNote}
              </>
            )
          }
          disabled={flow.pending !== null}
          busy={flow.pending === "password"}
          submitLabel={submitLabel}
          submittingLabel={submittingLabel}
        >
          {children}
        </AuthFormBody>
        {google && (
          <>
            <p className={styles.divider}>
              <span>or</span>
            </p>
            <GoogleSignInButton clientId={google.clientId} nonce={google.nonce} text={google.text} onCredential={google.onCredential} />
            {flow.linking && (
              <LinkGoogleForm pending={flow.pending === "google"} onSubmit={(password) => void flow.signInWithGoogle(flow.linking, google.failure, password)} />
            )}
            {flow.pending === "google" && (
              <p role="status" className={styles.note}>
                {google.pendingText}
              </p>
            )}
          </>
        )}
        <p className={styles.switch}>
          {switchPrompt}{" "}
          <Link href={switchHref} className="tap-link">
            {switchLabel}
          </Link>
        </p>
      </div>
    </FormProvider>
  );
}

type TBodyProps = {
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  /** The form checks its fields itself (the browser's own bubbles off). */
  noValidate?: boolean;
  errorId?: string;
  /** What the error box says; nothing shows without it. */
  error: ReactNode;
  disabled: boolean;
  busy: boolean;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
};

/** An auth form's fields, its error box and its one submit button (sign-in, sign-up, the password links). */
export function AuthFormBody({ onSubmit, noValidate, errorId, error, disabled, busy, submitLabel, submittingLabel, children }: TBodyProps) {
  // Until the page's script has run, the server-drawn form would submit itself the browser's way: a GET
  // that put every field, the password too, in the address (and the history and the server's logs), and
  // reloaded the page empty. The button waits for the script (so does Enter: a form whose button is
  // disabled does not submit), and a form that is submitted natively all the same posts.
  const hydrated = useHydrated();
  return (
    <form className={styles.form} method="post" onSubmit={(event) => void onSubmit(event)} noValidate={noValidate}>
      {children}
      {error && (
        <div id={errorId} role="alert" className={`alert alert-error ${styles.formError}`}>
          {error}
        </div>
      )}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={disabled || !hydrated}>
        {busy ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}

type TFieldProps<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & {
  id: string;
  name: Path<T>;
  label: string;
  /** Shown between the label and the input (the sign-in form's 'Forgot password?'). */
  labelAside?: ReactNode;
  hint?: ReactNode;
};

export function AuthField<T extends FieldValues>({ id, name, label, labelAside, hint, ...input }: TFieldProps<T>) {
  const { register } = useFormContext<T>();
  const labelElement = (
    <label className="label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className="field">
      {labelAside ? (
        <div className={styles.labelRow}>
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      <input id={id} className="input" type="text" required {...input} {...register(name)} />
      {hint}
    </div>
  );
}

/** The email input both forms use, with the keyboard and autocorrect settings an address needs. */
export const EMAIL_INPUT = { type: "email", autoComplete: "email", inputMode: "email", autoCapitalize: "none", spellCheck: false } as const;
