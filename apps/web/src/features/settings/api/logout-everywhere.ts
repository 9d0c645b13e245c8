import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@tubesphere/shared/contract/common';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/logout-all: every session of the account ends, this one included. */
export const logoutEverywhere = () =>
  apiRequest<SuccessResponse>('/api/auth/logout-all', {
    method: 'POST',
    fallbackError: ko.settings.sessions.failed,
  });

/** The caller leaves the signed-in page, then forgets the session (auth's useForgetSession). */
export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
