import { Spinner } from "@/components/ui/Spinner";
import { useTranslations } from "@/components/i18n/ClientMessages";

// The end of a dialog's form that starts a payment: the error to show, Cancel, and the submit button, which
// says "Processing..." with a spinner while it runs; both are held back meanwhile.
export function SubmitDialogActions({ error, busy, onCancel, label }: { error: string | null; busy: boolean; onCancel(): void; label: string }) {
  const t = useTranslations("shared");
  return (
    <>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          {t("dialog.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? (
            <>
              <Spinner /> {t("dialog.processing")}
            </>
          ) : (
            label
          )}
        </button>
      </div>
    </>
  );
}
