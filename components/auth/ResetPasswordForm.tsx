"use client";
// Choose a new password from a mailed link: the sign-up rules, typed twice; the server then signs this
// browser in (every other session ends) and the dashboard opens.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { resetPassword } from "@/lib/client/account";
import { hasCode, messageOf } from "@/lib/client/api";
import { PASSWORD_MIN_LENGTH, ZResetPasswordForm } from "@/lib/validation/auth";
import { postAuthDestination } from "./post-auth-destination";
import { AuthField, AuthFormBody } from "./AuthFormCore";
import styles from "./AuthForm.module.css";

type TInput = z.input<typeof ZResetPasswordForm>;

// A full navigation, so the server-rendered header reads the new session cookie.
const AFTER_RESET = postAuthDestination({ hasPendingGuestbook: false, callbackUrl: undefined });

export function ResetPasswordForm({ token }: { token: string }) {
  const [error, setError] = useState<{ text: string; linkDead: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<TInput, unknown, z.output<typeof ZResetPasswordForm>>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const pending = form.formState.isSubmitting || done;

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      setError(null);
      try {
        await resetPassword(token, password);
        setDone(true);
        window.location.assign(AFTER_RESET);
      } catch (failure) {
        const linkDead = hasCode(failure, "LINK_INVALID");
        setError({ text: messageOf(failure, "Something went wrong. Please try again."), linkDead });
      }
    },
    (errors) => setError({ text: errors.confirmPassword?.message ?? errors.password?.message ?? "Please check the password.", linkDead: false }),
  );

  return (
    <FormProvider {...form}>
      <AuthFormBody
        onSubmit={onSubmit}
        noValidate
        error={
          error && (
            <>
              <p>{error.text}</p>
              {error.linkDead && (
                <p>
                  <Link href="/forgot-password" className={styles.inlineLink}>
                    Ask for a new link
                  </Link>
                </p>
              )}
            </>
          )
        }
        disabled={pending}
        busy={pending}
        submitLabel="Save the new password"
        submittingLabel="Saving..."
      >
        <AuthField<TInput>
          id="reset-password"
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby="reset-hint"
          hint={
            <p id="reset-hint" className={styles.note} style={{ textAlign: "left" }}>
              At least {PASSWORD_MIN_LENGTH} characters.
            </p>
          }
        />
        <AuthField<TInput> id="reset-confirm" name="confirmPassword" label="Repeat the new password" type="password" autoComplete="new-password" />
      </AuthFormBody>
    </FormProvider>
  );
}
