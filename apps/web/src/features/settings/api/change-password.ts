import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@tubesphere/shared/contract/auth';
import type { SuccessResponse } from '@tubesphere/shared/contract/common';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/password: this session stays, every other one ends on the server. */
export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<SuccessResponse>('/api/auth/password', {
    method: 'POST',
    body,
    fallbackError: ko.settings.password.failed,
  });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
