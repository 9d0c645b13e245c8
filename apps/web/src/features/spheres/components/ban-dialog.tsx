import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useSphereAction } from '../api/sphere-action.ts';
import styles from './staff-dialogs.module.css';

const t = ko.sphereStaff.ban;
const DAY_OPTIONS = [1, 3, 7, 30, 90] as const;

/** 활동 제한 of one member (named by the post menu or typed in the bans dialog), for some days or for good. */
export function BanDialog({
  sphereId,
  target,
  onClose,
}: {
  sphereId: number;
  target: { userId: string; name: string } | null;
  onClose: () => void;
}) {
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const daysId = useId();
  const action = useSphereAction();
  const close = () => {
    setReason('');
    setMissing(false);
    setDays('7');
    onClose();
  };
  const submit = () => {
    if (!target) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    action.mutate(
      {
        path: `/api/spheres/${sphereId}/bans`,
        method: 'POST',
        body: { userId: target.userId, reason: reason.trim(), ...(days === 'forever' ? {} : { days: Number(days) }) },
        fallbackError: t.failed,
      },
      {
        onSuccess: () => {
          toast.success(t.done);
          close();
        },
        onError: (error) => toast.error(error.message || t.failed),
      },
    );
  };
  return (
    <Modal open={target !== null} title={t.title} onClose={close}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles.message}>
          {target?.name} · {t.intro}
        </p>
        <label htmlFor={daysId} className={styles.label}>
          {t.days}
        </label>
        <select id={daysId} className={styles.select} value={days} onChange={(event) => setDays(event.target.value)}>
          {DAY_OPTIONS.map((n) => (
            <option key={n} value={String(n)}>
              {t.dayOption(n)}
            </option>
          ))}
          <option value="forever">{t.forever}</option>
        </select>
        <ReasonField
          label={t.reason}
          placeholder={t.reasonPlaceholder}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          missing={missing}
          requiredMessage={t.reasonRequired}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close} disabled={action.isPending}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={action.isPending}>
            {action.isPending ? t.busy : t.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
