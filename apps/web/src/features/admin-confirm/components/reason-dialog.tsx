import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import * as ko from '../../../i18n/ko/index.ts';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    request.onConfirm(reason.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.help}>{request.help}</p>
      <ReasonField
        label={t.label}
        placeholder={t.placeholder}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        missing={missing}
        requiredMessage={t.required}
      />
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
