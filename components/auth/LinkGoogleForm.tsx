"use client";
// Asked once when a Google identity's email already has a password account: that account's password
// links Google sign-in to it (an email alone never does). Its own small form, beside the Google button.
import { useId, useState } from "react";
import { Field } from "@/components/ui/Field";
import styles from "./AuthForm.module.css";

export function LinkGoogleForm({ pending, onSubmit }: { pending: boolean; onSubmit(password: string): void }) {
  const id = useId();
  const [password, setPassword] = useState("");
  return (
    <form
      className={styles.form}
      method="post"
      aria-label="Link Google sign-in"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onSubmit(password);
      }}
    >
      <Field id={`${id}-password`} label="Password of your Echobook account">
        <input
          id={`${id}-password`}
          className="input"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <button type="submit" className="btn btn-outline" disabled={pending}>
        {pending ? "Linking..." : "Link Google and sign in"}
      </button>
    </form>
  );
}
