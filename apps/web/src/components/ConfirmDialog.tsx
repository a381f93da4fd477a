/**
 * Asks before something a person entered is erased: a dialog whose first focus is the button that keeps it
 * (Enter or Escape changes nothing); only the second button goes ahead.
 */
import { Modal } from './Modal';
import { Button } from './FormControls';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  body: string;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ open, title, body, keepLabel, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} description={body} className="confirm-dialog">
      <p className="confirm-dialog__body">{body}</p>
      <div className="confirm-dialog__actions">
        <Button autoFocus onClick={onCancel}>
          {keepLabel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
