import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@tubesphere/shared/contract/admin-settings';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { reportThresholdKey } from './get-report-threshold.ts';

export const saveReportThreshold = async (threshold: number) =>
  (
    await apiRequest<AdminSettingsResponse>('/api/admin/settings', {
      method: 'POST',
      body: { reportAutoHideThreshold: threshold },
      fallbackError: ko.adminSettings.saveFailed,
    })
  ).settings.report_auto_hide_threshold;

/** Saved on 저장 (a number is typed, not toggled); the server's value is what stays. */
export function useSaveReportThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportThreshold,
    onSuccess: (saved) => {
      queryClient.setQueryData(reportThresholdKey, saved);
      toast.success(ko.adminSettings.saved);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
