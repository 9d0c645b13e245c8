import { useMutation } from '@tanstack/react-query';
import type { RealEstateResponse } from '@tubesphere/shared/contract/real-estate';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/real-estate/auction (a tester call: run on demand, so a mutation). */
export const getRealEstateAuction = (params: Record<string, string>): Promise<RealEstateResponse> =>
  apiRequest<RealEstateResponse>('/api/real-estate/auction', {
    query: params,
    fallbackError: ko.adminTesters.common.apiFailed,
  });

export const useRealEstateAuction = () => useMutation({ mutationFn: getRealEstateAuction });
