"use client";
// The end of a purchase dialog: the error to show, Cancel, and 'Continue to Payment', which reads
// 'Starting payment…' (also announced) while the checkout is being opened.
import { DialogActions } from "@/components/ui/DialogActions";

const STARTING = "Starting payment…";

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
  const confirm = onContinue ? { label: pending ? STARTING : "Continue to Payment", onClick: onContinue, disabled: continueDisabled } : null;
  const autoFocus = autoFocusContinue ? "confirm" : undefined;
  return <DialogActions error={error} busy={pending} onCancel={onCancel} confirm={confirm} autoFocus={autoFocus} busyStatus={STARTING} />;
}
