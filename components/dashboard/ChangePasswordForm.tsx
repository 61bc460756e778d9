"use client";
// Account Settings' Change password: the current password and a new one twice, checked with the schema the
// route validates with. On success every other session of the account has ended; this one goes on.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FieldError } from "@/components/ui/FieldError";
import { changePassword } from "@/lib/client/account";
import { hasCode, messageOf } from "@/lib/client/api";
import { PASSWORD_MIN_LENGTH, ZChangePasswordForm } from "@/lib/validation/auth";
import styles from "./Dashboard.module.css";

type TInput = z.input<typeof ZChangePasswordForm>;
type TField = keyof TInput;

const FIELDS: { name: TField; label: string; autoComplete: string; hint?: string }[] = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password", hint: `At least ${PASSWORD_MIN_LENGTH} characters.` },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TInput, unknown, z.output<typeof ZChangePasswordForm>>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  if (!hasPassword) {
    return (
      <p>
        This account signs in with Google and has no password. To set one, sign out and use <Link href="/forgot-password">Forgot password</Link> on the sign-in
        page.
      </p>
    );
  }

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    setFailure(null);
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      setDone(true);
    } catch (error) {
      if (hasCode(error, "WRONG_PASSWORD")) {
        form.setError("currentPassword", { message: messageOf(error, "Your current password is incorrect.") }, { shouldFocus: true });
      } else {
        setFailure(messageOf(error, "Your password could not be changed. Please try again."));
      }
    }
  });

  return (
    <form className={styles.inlineForm} method="post" onSubmit={onSubmit} noValidate aria-label="Change password">
      {FIELDS.map(({ name, label, autoComplete, hint }) => {
        const id = `settings-${name}`;
        const error = errors[name]?.message;
        const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
        return (
          <div className="field" key={name}>
            <label className="label" htmlFor={id}>
              {label}
            </label>
            <input
              id={id}
              className="input"
              type="password"
              autoComplete={autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              {...form.register(name, { onChange: () => setDone(false) })}
            />
            {hint && (
              <p id={`${id}-hint`} className="hint">
                {hint}
              </p>
            )}
            <FieldError id={`${id}-error`} error={error} />
          </div>
        );
      })}
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? "Changing password..." : "Change password"}
        </button>
      </div>
      <div role="status" className={styles.statusLine}>
        {done && <p className="success-text">Your password was changed. You were signed out everywhere else.</p>}
      </div>
      {failure && (
        <p role="alert" className="error-text">
          {failure}
        </p>
      )}
    </form>
  );
}
