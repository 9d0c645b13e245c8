import {
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@tubesphere/shared/contract/reports';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
// The reason's label and text area look like every other reason field (components/reason-field.tsx).
import fieldStyles from '../../../components/reason-field.module.css';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateReport } from '../api/create-report.ts';
import styles from './report-dialog.module.css';

const t = ko.reportDialog;

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string | number;
}

/**
 * 신고 dialog: a reason (스팸 … 기타) and, for 기타 required, a few words. The server's answer
 * (이미 신고한 내용입니다 …) shows in the dialog; success closes it with a toast.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  return (
    <Modal open={target !== null} title={target ? t.dialogTitle[target.targetType] : ''} onClose={onClose}>
      {target && <ReportForm key={`${target.targetType}${target.targetId}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useCreateReport();
  const detailId = useId();
  const errorId = useId();
  const needsDetail = reason === 'other';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t.chooseReason);
    if (needsDetail && !detail.trim()) return setError(t.detailMissing);
    setError(null);
    report.mutate(
      { targetType: target.targetType, targetId: target.targetId, reason, detail: detail.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t.done, 3000);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t.intro[target.targetType]}</p>
      <fieldset className={styles.reasons} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.legend}>{t.reasonLegend}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className={`${styles.reason} ${reason === value ? styles.chosen : ''}`}>
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            <span className={styles.reasonText}>
              <span className={styles.reasonLabel}>{t.reasons[value]}</span>
              <span className={styles.reasonHint}>{t.reasonHints[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={detailId} className={fieldStyles.label}>
        {t.detailLabel} <span className={styles.muted}>{needsDetail ? t.detailRequired : t.detailOptional}</span>
      </label>
      <textarea
        id={detailId}
        className={fieldStyles.input}
        value={detail}
        maxLength={REPORT_DETAIL_MAX}
        rows={3}
        placeholder={t.detailPlaceholder}
        aria-required={needsDetail}
        onChange={(event) => setDetail(event.target.value)}
      />
      <p className={styles.note}>{t.privacy}</p>
      <p className={styles.note}>{t.legal}</p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={report.isPending}>
          {report.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
