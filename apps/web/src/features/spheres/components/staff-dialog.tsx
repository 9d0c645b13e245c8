import { APPOINTABLE_ROLES, type SphereDetail } from '@tubesphere/shared/contract/sphere-staff';
import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useSphereAction } from '../api/sphere-action.ts';
import { userIdFromInput } from '../utils/user-id-input.ts';
import styles from './staff-dialogs.module.css';

const t = ko.sphereStaff.staffDialog;
const roles = ko.sphereStaff.sections.roles;

/** 운영진 관리, for the owner: appoint a manager or moderator by their member id, remove one. */
export function StaffDialog({ sphere, open, onClose }: { sphere: SphereDetail; open: boolean; onClose: () => void }) {
  const [who, setWho] = useState('');
  const [role, setRole] = useState<(typeof APPOINTABLE_ROLES)[number]>('moderator');
  const [bad, setBad] = useState(false);
  const roleId = useId();
  const action = useSphereAction();
  const run = (request: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(request, {
      onSuccess: () => {
        toast.success(done);
        setWho('');
      },
      onError: (error) => toast.error(error.message || t.failed),
    });
  const appoint = () => {
    const userId = userIdFromInput(who);
    if (!userId) {
      setBad(true);
      return;
    }
    run(
      { path: `/api/spheres/${sphere.id}/staff/${userId}`, method: 'PUT', body: { role }, fallbackError: t.failed },
      t.appointed,
    );
  };
  return (
    <Modal open={open} title={t.title} onClose={onClose}>
      <h3 className={styles.heading}>{t.current}</h3>
      <ul className={styles.list}>
        {sphere.staff.map((member) => (
          <li key={member.userId} className={styles.row}>
            <span className={styles.who}>
              {member.name}
              <span className={styles.sub}>
                {roles[member.role]} · {member.userId}
              </span>
            </span>
            {member.role !== 'owner' && (
              <Button
                variant="secondary"
                size="small"
                aria-label={t.removeLabel(member.name)}
                disabled={action.isPending}
                onClick={() =>
                  run(
                    {
                      path: `/api/spheres/${sphere.id}/staff/${member.userId}`,
                      method: 'DELETE',
                      fallbackError: t.failed,
                    },
                    t.removed,
                  )
                }
              >
                {t.remove}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          appoint();
        }}
      >
        <TextField
          label={t.userField}
          value={who}
          onChange={(value) => {
            setWho(value);
            setBad(false);
          }}
          placeholder={t.userPlaceholder}
          hint={bad ? t.badUser : t.userHint}
          invalid={bad}
        />
        <label htmlFor={roleId} className={styles.label}>
          {t.role}
        </label>
        <select
          id={roleId}
          className={styles.select}
          value={role}
          onChange={(event) => setRole(event.target.value as typeof role)}
        >
          {APPOINTABLE_ROLES.map((value) => (
            <option key={value} value={value}>
              {roles[value]}
            </option>
          ))}
        </select>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {ko.common.close}
          </Button>
          <Button type="submit" disabled={action.isPending}>
            {action.isPending ? t.appointing : t.appoint}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
