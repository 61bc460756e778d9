"use client";
// Ask for a reset link: the address, checked with the route's schema; then the same words whatever the
// address, as the server answers.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { requestPasswordReset } from "@/lib/client/account";
import { messageOf } from "@/lib/client/api";
import { ZForgotPasswordBody } from "@/lib/validation/auth";
import { AuthField, AuthFormBody, EMAIL_INPUT } from "./AuthFormCore";
import styles from "./AuthForm.module.css";

type TInput = z.input<typeof ZForgotPasswordBody>;

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TInput, unknown, z.output<typeof ZForgotPasswordBody>>({ resolver: zodResolver(ZForgotPasswordBody), defaultValues: { email: "" } });
  const pending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(
    async (body) => {
      setError(null);
      try {
        setSent(await requestPasswordReset(body));
      } catch (failure) {
        setError(messageOf(failure, "Something went wrong. Please try again."));
      }
    },
    (errors) => setError(errors.email?.message ?? "Please enter a valid email address."),
  );

  if (sent) {
    return (
      <p role="status" className={`alert alert-success ${styles.formError}`}>
        {sent}
      </p>
    );
  }
  return (
    <FormProvider {...form}>
      <AuthFormBody
        onSubmit={onSubmit}
        noValidate
        errorId="forgot-error"
        error={error && <p>{error}</p>}
        disabled={pending}
        busy={pending}
        submitLabel="Send me a reset link"
        submittingLabel="Sending..."
      >
        <AuthField<TInput>
          id="forgot-email"
          name="email"
          label="Email"
          {...EMAIL_INPUT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "forgot-error" : undefined}
        />
      </AuthFormBody>
    </FormProvider>
  );
}
