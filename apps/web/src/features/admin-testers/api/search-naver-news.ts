import { useMutation } from '@tanstack/react-query';
import type { NaverNewsResponse } from '@tubesphere/shared/contract/naver';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/naver/news (docs/product.md#naver-news). */
export const searchNaverNews = (params: Record<string, string>): Promise<NaverNewsResponse> =>
  apiRequest<NaverNewsResponse>('/api/naver/news', {
    query: params,
    fallbackError: ko.adminTesters.common.apiFailed,
  });

export const useSearchNaverNews = () => useMutation({ mutationFn: searchNaverNews });
