"use client";
// "Delete account": a dialog that names what goes with the account and asks for its password (an account
// without one, Google sign-in only, types its email address). On success every session has ended; the
// browser forgets what it kept of the account and leaves for the page that says what happens next.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { AlertText } from "@/components/ui/AlertText";
import { FieldError } from "@/components/ui/FieldError";
import Modal from "@/components/ui/Modal";
import { apiJson, messageOf, ApiClientError } from "@/lib/client/api";
import { forgetDashboard } from "@/lib/client/dashboard/forget-dashboard";

type TCounts = { guestbooks: number; recordings: number; cards: number; messages: number };

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function whatGoes({ guestbooks, recordings, cards, messages }: TCounts): string {
  return `${counted(guestbooks, "guestbook", "guestbooks")} with ${counted(recordings, "recording", "recordings")}, ${counted(cards, "audio card", "audio cards")} and ${counted(messages, "quick message", "quick messages")}`;
}

export function DeleteAccountDialog({ counts, hasPassword }: { counts: TCounts; hasPassword: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const label = hasPassword ? "Your password" : "Your email address";

  function close() {
    if (busy) return;
    setOpen(false);
    setValue("");
    setFieldError(null);
    setFailure(null);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!value.trim()) return setFieldError(hasPassword ? "Please type your password to confirm." : "Please type your email address to confirm.");
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    try {
      await apiJson("/api/account", { method: "DELETE", json: { password: value } });
      localStorage.removeItem("pendingGuestbookData");
      forgetDashboard([localStorage, sessionStorage]);
      // The header (in the layout) drew the signed-in user: refresh it with the page.
      router.replace("/account-deleted");
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiClientError && error.code === "WRONG_PASSWORD") setFieldError(messageOf(error, "That did not match. Your account was not deleted."));
      else setFailure(messageOf(error, "Your account could not be deleted. Please try again."));
    }
  }

  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        Delete account
      </button>
      <Modal open={open} onClose={close} title="Delete your account?">
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <p>
            This deletes your account and everything in it for good: <strong>{whatGoes(counts)}</strong>, your uploaded images and your settings. Guests
            will no longer be able to open your guestbooks. Payment records are kept for our accounts, without your name or email.
          </p>
          <p>Download your data first if you want to keep a copy. This cannot be undone.</p>
          <div className="field">
            <label className="label" htmlFor="delete-account-confirm">
              {label}
            </label>
            <input
              id="delete-account-confirm"
              className="input"
              type={hasPassword ? "password" : "email"}
              autoComplete={hasPassword ? "current-password" : "email"}
              value={value}
              data-autofocus
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "delete-account-confirm-error" : undefined}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
            <FieldError id="delete-account-confirm-error" error={fieldError} />
          </div>
          <AlertText message={failure} />
          <div className="modal-actions">
            <button type="button" className="btn btn-outline" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {busy ? "Deleting..." : "Delete my account"}
            </button>
          </div>
          <p role="status" className="visually-hidden">
            {busy ? "Deleting your account..." : ""}
          </p>
        </form>
      </Modal>
    </>
  );
}
