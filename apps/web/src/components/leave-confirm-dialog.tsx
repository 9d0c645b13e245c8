import * as ko from '../i18n/ko/index.ts';
import type { LeaveBlocker } from '../lib/guarded-history.ts';
import { Button } from './button.tsx';
import styles from './leave-confirm-dialog.module.css';
import { Modal } from './modal.tsx';

const t = ko.common.leave;

/** Asks before an in-app navigation leaves a form with unsaved work (lib/use-leave-guard.ts). */
export function LeaveConfirmDialog({ blocker }: { blocker: LeaveBlocker }) {
  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Modal open={open} title={t.title} onClose={stay}>
      <p className={styles.text}>{t.message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          {t.leave}
        </Button>
        <Button autoFocus onClick={stay}>
          {t.stay}
        </Button>
      </div>
    </Modal>
  );
}
