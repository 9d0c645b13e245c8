import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useSphereAction } from '../api/sphere-action.ts';
import styles from './staff-dialogs.module.css';

const t = ko.sphereStaff.hide;

/** 스피어에서 숨기기: the reason is required, since the author reads it. */
export function HidePostDialog({
  sphereId,
  postId,
  onClose,
}: {
  sphereId: number;
  postId: string | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const action = useSphereAction();
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const submit = () => {
    if (!postId) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    action.mutate(
      {
        path: `/api/spheres/${sphereId}/posts/${postId}/hide`,
        method: 'POST',
        body: { reason: reason.trim() },
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
    <Modal open={postId !== null} title={t.title} onClose={close}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles.message}>{t.message}</p>
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
            {t.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={action.isPending}>
            {action.isPending ? t.busy : t.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
