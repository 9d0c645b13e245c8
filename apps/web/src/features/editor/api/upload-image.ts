import { useMutation } from '@tanstack/react-query';
import type { UploadImageResponse } from '@tubesphere/shared/contract/uploads';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/upload/image with the multipart field `image`. */
export function uploadImage(file: File): Promise<{ url: string; fileName: string; size: number; path: string }> {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiRequest<UploadImageResponse>('/api/upload/image', { method: 'POST', body: form });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
