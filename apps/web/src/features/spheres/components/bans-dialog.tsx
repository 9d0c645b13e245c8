import { formatDate } from '@tubesphere/shared/domain/format';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSphereBans } from '../api/get-sphere-bans.ts';
import { useSphereAction } from '../api/sphere-action.ts';
import { userIdFromInput } from '../utils/user-id-input.ts';
import { LazyBanDialog } from './lazy-ban-dialog.ts';
import styles from './staff-dialogs.module.css';

const t = ko.sphereStaff.ban;

/** 활동 제한 관리: who may not post here now (paged), lifting a ban, and banning someone by id. */
export function BansDialog({ sphereId, open, onClose }: { sphereId: number; open: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [who, setWho] = useState('');
  const [bad, setBad] = useState(false);
  const [target, setTarget] = useState<{ userId: string; name: string } | null>(null);
  const bans = useSphereBans(sphereId, page, open);
  const action = useSphereAction();
  const lift = (userId: string) =>
    action.mutate(
      { path: `/api/spheres/${sphereId}/bans/${userId}`, method: 'DELETE', fallbackError: t.failed },
      {
        onSuccess: () => toast.success(t.lifted),
        onError: (error) => toast.error(error.message || t.failed),
      },
    );
  return (
    <>
      <Modal open={open && target === null} title={t.listTitle} onClose={onClose}>
        {bans.isPending ? (
          <Spinner label={t.loading} />
        ) : bans.isError ? (
          <ErrorPanel message={errorMessage(bans.error)} onRetry={() => void bans.refetch()} />
        ) : bans.data.bans.length === 0 ? (
          <p className={styles.message}>{t.none}</p>
        ) : (
          <ul className={styles.list}>
            {bans.data.bans.map((ban) => (
              <li key={ban.userId} className={styles.row}>
                <span className={styles.who}>
                  {ban.name}
                  <span className={styles.sub}>
                    {ban.until ? t.until(formatDate(ban.until)) : t.untilForever} · {ban.reason}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t.liftLabel(ban.name)}
                  disabled={action.isPending}
                  onClick={() => lift(ban.userId)}
                >
                  {t.lift}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {bans.data?.pagination.hasMore && (
          <Button variant="ghost" size="small" onClick={() => setPage(page + 1)}>
            {t.more}
          </Button>
        )}
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const userId = userIdFromInput(who);
            if (!userId) {
              setBad(true);
              return;
            }
            setTarget({ userId, name: userId });
          }}
        >
          <TextField
            label={t.user}
            value={who}
            onChange={(value) => {
              setWho(value);
              setBad(false);
            }}
            placeholder={ko.sphereStaff.staffDialog.userPlaceholder}
            hint={bad ? ko.sphereStaff.staffDialog.badUser : undefined}
            invalid={bad}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {ko.common.close}
            </Button>
            <Button type="submit" variant="danger">
              {t.title}
            </Button>
          </div>
        </form>
      </Modal>
      <Suspense fallback={null}>
        <LazyBanDialog
          sphereId={sphereId}
          target={open ? target : null}
          onClose={() => {
            setTarget(null);
            setWho('');
          }}
        />
      </Suspense>
    </>
  );
}
