"use client";
// Edit the first name; on success the server-rendered greeting and header are refreshed.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import styles from "./Dashboard.module.css";
import { saveFirstName as putFirstName } from "@/lib/client/account";
import { messageOf } from "@/lib/client/api";
import { FIRST_NAME_MAX } from "@/lib/validation/auth";

type TStatus = { kind: "success" | "error"; text: string } | null;

async function saveFirstName(firstName: string): Promise<{ firstName: string } | { error: string }> {
  const retry = "Failed to update first name. Please try again.";
  try {
    const saved = await putFirstName(firstName);
    return saved === null ? { error: retry } : { firstName: saved };
  } catch (error) {
    const reason = messageOf(error, "");
    return { error: reason ? `Failed to update first name: ${reason}` : retry };
  }
}

export function FirstNameForm({ initialFirstName }: { initialFirstName: string }) {
  const router = useRouter();
  const [value, setValue] = useState(initialFirstName);
  const [saved, setSaved] = useState(initialFirstName);
  const [status, setStatus] = useState<TStatus>(null);
  const [pending, setPending] = useState(false);
  const unchanged = value.trim() === saved;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || unchanged) return;
    setPending(true);
    setStatus(null);
    const result = await saveFirstName(value.trim());
    if ("firstName" in result) {
      setSaved(result.firstName);
      setValue(result.firstName);
      setStatus({ kind: "success", text: "First name updated successfully!" });
      router.refresh();
    } else {
      setStatus({ kind: "error", text: result.error });
    }
    setPending(false);
  }

  return (
    <form className={styles.inlineForm} onSubmit={handleSubmit}>
      <div className="field">
        <label className="label" htmlFor="settings-first-name">
          First name
        </label>
        <div className={styles.inlineRow}>
          <input
            id="settings-first-name"
            className="input"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={FIRST_NAME_MAX}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setStatus(null);
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={pending || unchanged}>
            {pending ? "Saving..." : "Save"}
          </button>
        </div>
      </div>
      <div role="status" className={styles.statusLine}>
        {status?.kind === "success" && <p className="success-text">{status.text}</p>}
      </div>
      {status?.kind === "error" && (
        <p role="alert" className="error-text">
          {status.text}
        </p>
      )}
    </form>
  );
}
