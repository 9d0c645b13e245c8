import { MODERATION_REASON_MAX } from '@tubesphere/shared/contract/moderation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import styles from './reason-dialog.module.css';

const t = ko.moderationAdmin.reasonPrompt;

export interface ReasonRequest {
  title: string;
  help: string;
  confirmLabel: string;
  /** Called with the trimmed reason; the dialog closes itself when it resolves. */
  onConfirm: (reason: string) => void;
}

/** Asks why before 반려, 숨김 or 삭제: the author will read it. Enter in the field does not submit. */
export function ReasonDialog({
  request,
  busy,
  onClose,
}: {
  request: ReasonRequest | null;
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={request !== null} title={request?.title ?? ''} onClose={onClose}>
      {request && <ReasonForm key={request.title} request={request} busy={busy} onClose={onClose} />}
    </Modal>
  );
}

function ReasonForm({ request, busy, onClose }: { request: ReasonRequest; busy: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    request.onConfirm(reason.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.help}>{request.help}</p>
      <label htmlFor={id} className={styles.label}>
        {t.label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        rows={3}
        value={reason}
        maxLength={MODERATION_REASON_MAX}
        placeholder={t.placeholder}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      {missing && (
        <p id={errorId} className={styles.error} role="alert">
          {t.required}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {ko.common.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {request.confirmLabel}
        </Button>
      </div>
    </form>
  );
}
