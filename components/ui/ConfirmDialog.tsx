"use client";
// A yes/no question on the shared Modal, for deletions: focus starts on Cancel, the safe answer.
import Modal from "@/components/ui/Modal";

type TProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
};

export default function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: TProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} description={message}>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
