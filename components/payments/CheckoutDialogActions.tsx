"use client";
// The end of a purchase dialog: the error to show, Cancel, and 'Continue to Payment', which reads
// 'Starting payment…' (also announced) while the checkout is being opened.

type TProps = {
  error: string | null;
  pending: boolean;
  onCancel(): void;
  /** null: there is nothing to pay for, so no Continue button. */
  onContinue: (() => void) | null;
  continueDisabled?: boolean;
  /** Focus the Continue button when the dialog opens. */
  autoFocusContinue?: boolean;
};

export function CheckoutDialogActions({ error, pending, onCancel, onContinue, continueDisabled = false, autoFocusContinue = false }: TProps) {
  return (
    <>
      {error ? (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        {onContinue ? (
          <button type="button" className="btn btn-primary" onClick={onContinue} disabled={pending || continueDisabled} data-autofocus={autoFocusContinue || undefined}>
            {pending ? "Starting payment…" : "Continue to Payment"}
          </button>
        ) : null}
      </div>
      <p role="status" className="visually-hidden">
        {pending ? "Starting payment…" : ""}
      </p>
    </>
  );
}
