import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ReportAction,
  ReportListResponse,
  ReportTargetType,
  ResolveReportsResponse,
} from '@tubesphere/shared/contract/reports';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reportKeys } from './get-reports.ts';

const t = ko.moderationAdmin.reports;

export interface ResolveRequest {
  targets: { key: string; targetType: ReportTargetType; targetId: number }[];
  action: ReportAction;
  reason?: string;
  days?: number | null;
}

export const resolveReports = ({ targets, action, reason, days }: ResolveRequest) =>
  apiRequest<ResolveReportsResponse>('/api/admin/reports/resolve', {
    method: 'POST',
    body: {
      targets: targets.map(({ targetType, targetId }) => ({ targetType, targetId })),
      action,
      ...(reason ? { reason } : {}),
      ...(action === 'sanction' ? { days: days ?? null } : {}),
    },
    fallbackError: ko.moderationAdmin.posts.failed,
  });

/**
 * 숨김 / 삭제 / 무시 / 작성자 제재: the targets leave the open queue at once (triage moves on to
 * the next without waiting), and come back if the server refuses. Afterwards the queue, the
 * admin post lists and the public feed reload.
 */
export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReports,
    onMutate: async ({ targets }) => {
      await queryClient.cancelQueries({ queryKey: reportKeys.all });
      const snapshot = queryClient.getQueriesData<ReportListResponse>({ queryKey: reportKeys.all });
      const keys = new Set(targets.map((target) => target.key));
      for (const [key, data] of snapshot) {
        if (!data || key[2] !== 'open') continue;
        queryClient.setQueryData<ReportListResponse>(key, {
          ...data,
          groups: data.groups.filter((group) => !keys.has(group.key)),
          counts: { ...data.counts, open: Math.max(0, data.counts.open - keys.size) },
        });
      }
      return { snapshot };
    },
    onError: (error, _request, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(errorMessage(error));
    },
    onSuccess: (result, request) => {
      // A 쪽지 is never hidden: dismissing only its reports puts nothing back up.
      const onlyMessages = request.targets.every((target) => target.targetType === 'message');
      const done = request.action === 'ignore' && onlyMessages ? t.doneDismissed : t.done[request.action];
      if (done) toast.success(done(result.keys.length));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.posts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all });
    },
  });
}
