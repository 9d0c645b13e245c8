import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@tubesphere/shared/contract/admin-settings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const reportThresholdKey = [...queryKeys.admin.settings, 'report-threshold'] as const;

/** How many different users' reports hide content at once (the same settings call as the home toggles). */
export async function getReportThreshold(): Promise<number> {
  const { settings } = await apiRequest<AdminSettingsResponse>('/api/admin/settings', {
    fallbackError: ko.adminSettings.loadFailed,
  });
  return settings.report_auto_hide_threshold;
}

export const useReportThreshold = () =>
  useQuery(queryOptions({ queryKey: reportThresholdKey, queryFn: getReportThreshold }));
