import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './sanction-dialog.module.css';

const t = ko.moderationAdmin.sanction;

export interface SanctionChoice {
  days: number | null;
  reason: string;
}

/**
 * 작성자 제재 / 이용 정지: how long (1, 3, 7, 30 days or 영구) and why. Shared by the report queue
 * and the users page (through this feature's index).
 */
export function SanctionDialog({
  open,
  title = t.title,
  help = t.help,
  reasonRequired = false,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title?: string;
  help?: string;
  /** The users page asks for a reason; the queue falls back to the most reported one. */
  reasonRequired?: boolean;
  busy: boolean;
  onConfirm: (choice: SanctionChoice) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {open && (
        <SanctionForm help={help} reasonRequired={reasonRequired} busy={busy} onConfirm={onConfirm} onClose={onClose} />
      )}
    </Modal>
  );
}

function SanctionForm({
  help,
  reasonRequired,
  busy,
  onConfirm,
  onClose,
}: {
  help: string;
  reasonRequired: boolean;
  busy: boolean;
  onConfirm: (choice: SanctionChoice) => void;
  onClose: () => void;
}) {
  const [days, setDays] = useState<number | null>(7);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reasonRequired && !reason.trim()) return setMissing(true);
    onConfirm({ days, reason: reason.trim() });
  };
  return (
    <form className={styles.dialogForm} onSubmit={submit} noValidate>
      <p className={styles.dialogHelp}>{help}</p>
      <fieldset className={styles.days}>
        <legend className={styles.dialogLabel}>{t.daysLabel}</legend>
        {t.options.map(([value, label]) => (
          <label key={label} className={`${styles.dayOption} ${days === value ? styles.dayChosen : ''}`}>
            <input type="radio" name="sanction-days" checked={days === value} onChange={() => setDays(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <ReasonField
        label={t.reasonLabel}
        placeholder={t.reasonPlaceholder}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        missing={missing}
        requiredMessage={ko.moderationAdmin.reasonPrompt.required}
      />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {ko.common.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
