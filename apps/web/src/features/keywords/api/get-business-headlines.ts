import { useMutation } from '@tanstack/react-query';
import type { NewsResponse } from '@tubesphere/shared/contract/news';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The keyword page asks for 100 Korean business headlines (country kr, business). */
export const HEADLINE_QUERY = {
  endpoint: 'top-headlines',
  country: 'kr',
  category: 'business',
  pageSize: 100,
} as const;

export const getBusinessHeadlines = (): Promise<NewsResponse> =>
  apiRequest<NewsResponse>('/api/news/dynamic', {
    query: HEADLINE_QUERY,
    fallbackError: ko.keywords.fetchFailed,
  });

/** Run on the button, not on page load: each run spends a NewsAPI request. */
export const useBusinessHeadlines = () => useMutation({ mutationFn: getBusinessHeadlines });
