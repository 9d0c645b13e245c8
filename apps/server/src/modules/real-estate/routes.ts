import {
  REAL_ESTATE_MESSAGES,
  REAL_ESTATE_REGIONS,
  realEstateQuery,
  realEstateResponse,
} from '@tubesphere/shared/contract/real-estate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/app/guards.ts';
import { createDataGoKrClient } from '../../providers/index.ts';
import { PROVIDER_ERROR_RESPONSES } from '../../providers/provider-error.ts';

/**
 * The previous calendar month in Korea (YYYYMM): the portal publishes a month's trades as they
 * are reported, so last month is the newest one that is reasonably complete.
 */
export function previousMonthKst(now: Date = new Date()): string {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  const month = kst.getUTCMonth(); // 0-based: this is already "previous month" + 1
  const year = month === 0 ? kst.getUTCFullYear() - 1 : kst.getUTCFullYear();
  return `${year}${String(month === 0 ? 12 : month).padStart(2, '0')}`;
}

export const realEstateRoutes: FastifyPluginAsyncZod = async (app) => {
  const portal = createDataGoKrClient(app.config);

  app.get(
    '/api/real-estate/auction',
    {
      ...adminOnly,
      schema: {
        tags: ['real-estate'],
        querystring: realEstateQuery,
        response: { 200: realEstateResponse, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { type, region, pageNo, numOfRows } = request.query;
      const info = REAL_ESTATE_REGIONS.find((r) => r.id === region)!;
      const dealYmd = previousMonthKst();
      // "auction" reads apartment trades, "bid" presale-right trades (same envelope and fields).
      const result = await portal.trades({
        service: type === 'auction' ? 'aptTrade' : 'presaleTrade',
        lawdCd: info.lawdCd,
        dealYmd,
        pageNo,
        numOfRows,
      });
      return {
        success: true as const,
        region,
        regionName: `${info.name} ${info.district}`,
        type,
        dealYmd,
        message:
          result.items.length > 0
            ? `${info.name} ${info.district}: 전체 ${result.totalCount}건 중 ${result.items.length}건`
            : REAL_ESTATE_MESSAGES.empty,
        result: {
          response: {
            header: result.header,
            body: {
              items: { item: result.rawItems },
              numOfRows: result.numOfRows,
              pageNo: result.pageNo,
              totalCount: result.totalCount,
            },
          },
        },
        items: result.items,
      };
    },
  );
};
