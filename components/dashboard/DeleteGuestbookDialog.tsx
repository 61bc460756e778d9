"use client";
// The confirmation before a guestbook and its recordings are deleted (spec 001 /dashboard).
import Modal from "@/components/ui/Modal";

type TProps = { name: string | null; onCancel: () => void; onConfirm: () => void };

function deleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

export function DeleteGuestbookDialog({ name, onCancel, onConfirm }: TProps) {
  return (
    <Modal open={name !== null} onClose={onCancel} title="Delete Guestbook" description={name === null ? undefined : deleteConfirmation(name)}>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          Delete
        </button>
      </div>
    </Modal>
  );
}
