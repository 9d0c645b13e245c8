import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@tubesphere/shared/contract/auth';
import type { SuccessResponse } from '@tubesphere/shared/contract/common';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/delete-account (회원 탈퇴), confirmed with the password. */
export const deleteAccount = (body: DeleteAccountBody) =>
  apiRequest<SuccessResponse>('/api/auth/delete-account', {
    method: 'POST',
    body,
    fallbackError: ko.settings.deleteAccount.failed,
  });

/** The caller leaves the signed-in page, then forgets the session (auth's useForgetSession). */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
