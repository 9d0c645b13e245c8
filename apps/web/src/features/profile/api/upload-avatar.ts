import { useMutation } from '@tanstack/react-query';
import type { UploadImageResponse } from '@tubesphere/shared/contract/uploads';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The same upload every image goes through (checked, re-encoded, stored under a random name). */
export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('image', file);
  return apiRequest<UploadImageResponse>('/api/upload/image', {
    method: 'POST',
    body,
    fallbackError: ko.profile.edit.uploadFailed(ko.common.unknownError),
  });
};

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });
