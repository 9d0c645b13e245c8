import type { AdminUser } from '@tubesphere/shared/contract/admin-users';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { SearchX } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SanctionDialog } from '../../admin-reports/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';
import { useUserFilters } from '../hooks/use-user-filters.ts';
import styles from './admin-users.module.css';
import { UserRow } from './user-row.tsx';

const t = ko.moderationAdmin.users;

type LevelChange = { user: AdminUser; adminLevel: 0 | 1 | 2 };

/** /admin/users: find people, see what they did and what was reported, suspend them or change their level. */
export function AdminUsersPage() {
  useDocumentTitle(ko.pages.admin.users);
  const { q, page, setQuery, setPage } = useUserFilters();
  const users = useAdminUsers(q, page);
  const update = useUpdateAdminUser();
  const me = useCurrentUser();
  const [draft, setDraft] = useState(q);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [levelChange, setLevelChange] = useState<LevelChange | null>(null);
  const searchId = useId();
  const myLevel = me?.admin_level ?? 0;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft);
  };
  const total = users.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (users.data?.pagination.limit ?? 25)));

  let body: React.ReactNode;
  if (users.isPending) body = <Spinner label={t.loading} />;
  else if (!users.data) body = <ErrorPanel message={errorMessage(users.error)} onRetry={() => users.refetch()} />;
  else if (users.data.users.length === 0)
    body = <EmptyState icon={SearchX} title={t.empty.title} message={t.empty.message} />;
  else {
    body = (
      <>
        <p className={styles.total}>{t.total(total)}</p>
        <table className={styles.table}>
          <caption className="visually-hidden">{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.user}</th>
              <th scope="col">{t.columns.joined}</th>
              <th scope="col">{t.columns.level}</th>
              <th scope="col">{t.columns.activity}</th>
              <th scope="col">{t.columns.reports}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.admin}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {users.data.users.map((user) => (
              <UserRow
                key={user.userId}
                user={user}
                isMe={user.userId === me?.user_id}
                myLevel={myLevel}
                busy={update.isPending && update.variables?.userId === user.userId}
                onSuspend={() => setSuspending(user)}
                onUnsuspend={() => update.mutate({ kind: 'unsuspend', userId: user.userId, userName: user.userName })}
                onLevel={(adminLevel) => setLevelChange({ user, adminLevel })}
              />
            ))}
          </tbody>
        </table>
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t.pageLabel}>
            <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {ko.moderationAdmin.reports.previous}
            </Button>
            <span>{ko.moderationAdmin.reports.page(page, pages)}</span>
            <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {ko.moderationAdmin.reports.next}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="admin-users-title">
      <header>
        <h1 id="admin-users-title" className={styles.title}>
          {t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      <form className={styles.search} role="search" onSubmit={search}>
        <label htmlFor={searchId} className="visually-hidden">
          {t.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={draft}
          placeholder={t.searchPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{t.search}</Button>
        {q && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft('');
              setQuery('');
            }}
          >
            {t.reset}
          </Button>
        )}
      </form>
      {body}
      <SanctionDialog
        open={suspending !== null}
        title={suspending ? t.suspendTitle(suspending.userName) : ''}
        help={t.suspendHelp}
        reasonRequired
        busy={update.isPending}
        onConfirm={({ days, reason }) => {
          if (suspending) {
            update.mutate({ kind: 'suspend', userId: suspending.userId, userName: suspending.userName, days, reason });
          }
          setSuspending(null);
        }}
        onClose={() => setSuspending(null)}
      />
      <ConfirmDialog
        open={levelChange !== null}
        title={t.columns.admin}
        message={
          levelChange
            ? `${levelChange.user.userName}: ${t.adminLevels[levelChange.user.adminLevel]} → ${t.adminLevels[levelChange.adminLevel]}`
            : ''
        }
        confirmLabel={ko.common.confirm}
        busy={update.isPending}
        onConfirm={() => {
          if (levelChange) {
            update.mutate({
              kind: 'level',
              userId: levelChange.user.userId,
              userName: levelChange.user.userName,
              adminLevel: levelChange.adminLevel,
            });
          }
          setLevelChange(null);
        }}
        onClose={() => setLevelChange(null)}
      />
    </section>
  );
}
