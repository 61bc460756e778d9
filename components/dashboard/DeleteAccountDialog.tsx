"use client";
// "Delete account": a dialog that names what goes with the account and asks for its password (an account
// without one, Google sign-in only, signs in with Google again: a fresh sign-in, never something the
// session could know). On success every session has ended; the browser forgets what it kept of the
// account and leaves for the page that says what happens next.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { GoogleSignInButton } from "@/components/auth/GoogleSignInButton";
import { AlertText } from "@/components/ui/AlertText";
import { CurrentPasswordField } from "@/components/ui/TextField";
import Modal from "@/components/ui/Modal";
import { deleteAccount as deleteAccountCall } from "@/lib/client/account";
import { hasCode, messageOf } from "@/lib/client/api";
import { forgetDashboard } from "@/lib/client/dashboard/forget-dashboard";
import { HiddenStatus } from "@/components/ui/HiddenStatus";

type TCounts = { guestbooks: number; recordings: number; cards: number; messages: number };

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function whatGoes({ guestbooks, recordings, cards, messages }: TCounts): string {
  return `${counted(guestbooks, "guestbook", "guestbooks")} with ${counted(recordings, "recording", "recordings")}, ${counted(cards, "audio card", "audio cards")} and ${counted(messages, "quick message", "quick messages")}`;
}

type TProps = { counts: TCounts; hasPassword: boolean; googleClientId?: string; nonce?: string };

export function DeleteAccountDialog({ counts, hasPassword, googleClientId, nonce }: TProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
    if (!hasPassword) return;
    if (!value) return setFieldError("Please type your password to confirm.");
    await deleteAccount({ password: value });
  }

  async function deleteAccount(proof: { password: string } | { credential: string }) {
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    try {
      await deleteAccountCall(proof);
      localStorage.removeItem("pendingGuestbookData");
      forgetDashboard([localStorage, sessionStorage]);
      // The header (in the layout) drew the signed-in user: refresh it with the page.
      router.replace("/account-deleted");
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (hasCode(error, "WRONG_PASSWORD")) setFieldError(messageOf(error, "That did not match. Your account was not deleted."));
      else setFailure(messageOf(error, "Your account could not be deleted. Please try again."));
    }
  }

  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        Delete account
      </button>
      <Modal open={open} onClose={close} title="Delete your account?">
        <form method="post" onSubmit={(event) => void confirm(event)} noValidate>
          <p>
            This deletes your account and everything in it for good: <strong>{whatGoes(counts)}</strong>, your uploaded images and your settings. Guests will no
            longer be able to open your guestbooks. Payment records are kept for our accounts, without your name or email.
          </p>
          <p>Download your data first if you want to keep a copy. This cannot be undone.</p>
          {hasPassword ? (
            <CurrentPasswordField id="delete-account-confirm" label="Your password" value={value} onChange={setValue} error={fieldError} />
          ) : googleClientId ? (
            <>
              <p>To confirm, sign in again with the Google account linked to this account. The account is deleted as soon as you have.</p>
              {!busy && (
                <GoogleSignInButton
                  clientId={googleClientId}
                  nonce={nonce}
                  text="signin_with"
                  onCredential={(credential) => (credential ? void deleteAccount({ credential }) : setFailure("Google sign-in failed. Please try again."))}
                />
              )}
            </>
          ) : (
            <p>This account signs in with Google, which is not available right now. Please write to us with the Contact us button to delete it.</p>
          )}
          <AlertText message={failure} />
          <div className="modal-actions">
            <button type="button" className="btn btn-outline" onClick={close} disabled={busy}>
              Cancel
            </button>
            {hasPassword && (
              <button type="submit" className="btn btn-danger" disabled={busy}>
                {busy ? "Deleting..." : "Delete my account"}
              </button>
            )}
          </div>
          <HiddenStatus text={busy ? "Deleting your account..." : ""} />
        </form>
      </Modal>
    </>
  );
}
