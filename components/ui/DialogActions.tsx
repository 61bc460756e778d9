"use client";
// The end of a dialog that does one thing: the error to show, Cancel, and the button that does it, both
// held back while it runs. Checkout dialogs (CheckoutDialogActions), Forever Hosting and the credit
// dialog differ only in their words and which button takes the focus when the dialog opens.

type TProps = {
  error: string | null;
  busy: boolean;
  onCancel(): void;
  /** The dialog's action; null: there is nothing to do, so only Cancel. */
  confirm: { label: string; onClick(): void; disabled?: boolean } | null;
  autoFocus?: "cancel" | "confirm";
  /** Announced (visually hidden) while busy. */
  busyStatus?: string;
};

export function DialogActions({ error, busy, onCancel, confirm, autoFocus, busyStatus }: TProps) {
  return (
    <>
      {error ? (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy} data-autofocus={autoFocus === "cancel" || undefined}>
          Cancel
        </button>
        {confirm ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={confirm.onClick}
            disabled={busy || confirm.disabled}
            data-autofocus={autoFocus === "confirm" || undefined}
          >
            {confirm.label}
          </button>
        ) : null}
      </div>
      {busyStatus !== undefined ? (
        <p role="status" className="visually-hidden">
          {busy ? busyStatus : ""}
        </p>
      ) : null}
    </>
  );
}
