import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse, AdminUsersResponse } from '@tubesphere/shared/contract/admin-users';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adminUserKeys } from './get-admin-users.ts';

const t = ko.moderationAdmin.users;

export type UserChange =
  | { kind: 'suspend'; userId: string; userName: string; days: number | null; reason: string }
  | { kind: 'unsuspend'; userId: string; userName: string }
  | { kind: 'level'; userId: string; userName: string; adminLevel: 0 | 1 | 2 };

/** The three changes an admin makes to a user: POST /api/admin/users/{id}/suspend|unsuspend|admin-level. */
export const updateAdminUser = (change: UserChange) => {
  const path = `/api/admin/users/${encodeURIComponent(change.userId)}`;
  const [url, body] =
    change.kind === 'suspend'
      ? [`${path}/suspend`, { days: change.days, reason: change.reason }]
      : change.kind === 'unsuspend'
        ? [`${path}/unsuspend`, {}]
        : [`${path}/admin-level`, { adminLevel: change.adminLevel }];
  return apiRequest<AdminUserResponse>(url, { method: 'POST', body, fallbackError: t.failed2 });
};

const done = (change: UserChange) =>
  change.kind === 'suspend'
    ? t.suspended(change.userName)
    : change.kind === 'unsuspend'
      ? t.unsuspended(change.userName)
      : t.levelChanged(change.userName);

/** The row shows the server's answer (the user as the list shows them) as soon as it arrives. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: ({ user }, change) => {
      for (const [key, data] of queryClient.getQueriesData<AdminUsersResponse>({ queryKey: adminUserKeys.all })) {
        if (!data) continue;
        queryClient.setQueryData<AdminUsersResponse>(key, {
          ...data,
          users: data.users.map((row) => (row.userId === user.userId ? user : row)),
        });
      }
      toast.success(done(change));
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
