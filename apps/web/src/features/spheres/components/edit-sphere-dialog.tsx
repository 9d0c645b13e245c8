import {
  SPHERE_DESCRIPTION_MAX,
  SPHERE_ICON_MAX,
  SPHERE_RULES_MAX,
  type SphereDetail,
} from '@tubesphere/shared/contract/sphere-staff';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useSphereAction } from '../api/sphere-action.ts';
import styles from './staff-dialogs.module.css';

const t = ko.sphereStaff.edit;

/** 정보·규칙 수정, for the owner and managers: icon, description and 규칙. */
export function EditSphereDialog({
  sphere,
  open,
  onClose,
}: {
  sphere: SphereDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [icon, setIcon] = useState(sphere.icon);
  const [description, setDescription] = useState(sphere.description);
  const [rules, setRules] = useState(sphere.rules);
  const action = useSphereAction();
  const submit = () =>
    action.mutate(
      {
        path: `/api/spheres/${sphere.id}`,
        method: 'PATCH',
        body: { icon, description, rules },
        fallbackError: t.failed,
      },
      {
        onSuccess: () => {
          toast.success(t.saved);
          onClose();
        },
        onError: (error) => toast.error(error.message || t.failed),
      },
    );
  return (
    <Modal open={open} title={t.title} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label={t.icon} value={icon} onChange={setIcon} max={SPHERE_ICON_MAX} />
        <TextField
          label={t.description}
          value={description}
          onChange={setDescription}
          max={SPHERE_DESCRIPTION_MAX}
          multiline
        />
        <TextField
          label={t.rules}
          value={rules}
          onChange={setRules}
          placeholder={t.rulesPlaceholder}
          max={SPHERE_RULES_MAX}
          multiline
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={action.isPending}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" disabled={action.isPending}>
            {action.isPending ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
