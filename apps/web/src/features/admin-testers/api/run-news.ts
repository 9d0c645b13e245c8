import { useMutation } from '@tanstack/react-query';
import type { NewsResponse } from '@tubesphere/shared/contract/news';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/news/dynamic (docs/product.md#news-tester). */
export const runNews = (params: Record<string, string>): Promise<NewsResponse> =>
  apiRequest<NewsResponse>('/api/news/dynamic', {
    query: params,
    fallbackError: ko.adminTesters.common.apiFailed,
  });

export const useRunNews = () => useMutation({ mutationFn: runNews });
