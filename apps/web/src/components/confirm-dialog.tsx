import * as ko from '../i18n/ko/index.ts';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" before something that cannot be undone. The dialog opens with the focus on its
 * close button, never on the confirming one, so a stray Enter deletes nothing; the focus goes
 * back to whatever opened it (Modal).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {ko.common.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
