import { useMutation } from '@tanstack/react-query';
import { type NewsResponse, newsResponse } from '@tubesphere/shared/contract/news';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/news/dynamic (docs/product.md#news-tester). */
export const runNews = (params: Record<string, string>): Promise<NewsResponse> =>
  apiRequest('/api/news/dynamic', {
    query: params,
    schema: newsResponse,
    fallbackError: ko.adminTesters.common.apiFailed,
  });

export const useRunNews = () => useMutation({ mutationFn: runNews });
