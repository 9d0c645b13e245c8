import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COLLECTOR_MESSAGES, type StartCollectorResponse } from '@tubesphere/shared/contract/ranking-collector';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { collectorKeys } from './get-collector-overview.ts';

export const startCollectorRun = () =>
  apiRequest<StartCollectorResponse>('/api/admin/ranking-collector/runs', {
    method: 'POST',
    body: {},
    fallbackError: COLLECTOR_MESSAGES.startFailed,
  });

/** 지금 수집: the run starts on the server; the list follows it until it ends. */
export function useStartCollectorRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCollectorRun,
    onSuccess: () => toast.success(ko.adminRankingCollector.started),
    onError: (error) => toast.error(errorMessage(error)),
    // Both ways the list changes: a new run, or the one already going that refused this click.
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectorKeys.all }),
  });
}
