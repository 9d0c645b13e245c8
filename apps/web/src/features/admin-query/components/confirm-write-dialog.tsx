import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-query-page.module.css';

const t = ko.adminQuery;

/** Asks once more before a statement that changes data runs in write mode. */
export function ConfirmWriteDialog({
  sql,
  onConfirm,
  onCancel,
}: {
  sql: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={sql !== null} title={t.confirmTitle} onClose={onCancel}>
      <div className={styles.confirm}>
        <p>{t.confirmBody}</p>
        <p className={styles.label}>{t.confirmSqlLabel}</p>
        <pre className={styles.confirmSql}>{sql}</pre>
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={onCancel}>
            {t.confirmCancel}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t.confirmRun}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
