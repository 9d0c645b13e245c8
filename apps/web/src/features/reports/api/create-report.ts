import { useMutation } from '@tanstack/react-query';
import type { CreateReportBody, CreateReportResponse } from '@tubesphere/shared/contract/reports';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const createReport = (body: CreateReportBody) =>
  apiRequest<CreateReportResponse>('/api/reports', {
    method: 'POST',
    body,
    fallbackError: ko.reportDialog.failed,
  });

/** 신고: nothing on screen changes until an admin acts, so there is nothing to update optimistically. */
export const useCreateReport = () => useMutation({ mutationFn: createReport });
