import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { joinUrl, type ProviderHttpOptions, providerGet, setParams, tryParseJson } from '../http.ts';
import { missingKeyError, ProviderError } from '../provider-error.ts';
import { htmlToText } from '../text.ts';

const rawItem = z.looseObject({
  title: z.string().default(''),
  originallink: z.string().default(''),
  link: z.string().default(''),
  description: z.string().default(''),
  pubDate: z.string().default(''),
});
const okBody = z.looseObject({
  lastBuildDate: z.string().optional(),
  total: z.number(),
  start: z.number(),
  display: z.number(),
  items: z.array(rawItem).default([]),
});
const errorBody = z.looseObject({ errorMessage: z.string().default(''), errorCode: z.string().default('') });

export interface NaverNewsItem {
  title: string;
  originallink: string;
  link: string;
  description: string;
  pubDate: string;
}
export interface NaverNewsResult {
  lastBuildDate: string | null;
  total: number;
  start: number;
  display: number;
  items: NaverNewsItem[];
}

export interface NaverNewsParams {
  query: string;
  display?: number;
  start?: number;
  sort?: 'sim' | 'date';
}

export interface NaverClient {
  isConfigured(): boolean;
  searchNews(params: NaverNewsParams): Promise<NaverNewsResult>;
}

/**
 * Naver Search (news). Titles and descriptions come with <b>…</b> around matches and HTML
 * entities; they are turned into plain text here so nothing downstream is tempted to inject HTML.
 */
export function createNaverClient(
  config: Pick<AppConfig, 'providers'>,
  options: ProviderHttpOptions = {},
): NaverClient {
  return {
    isConfigured: () => Boolean(config.providers.naver.clientId && config.providers.naver.clientSecret),
    async searchNews(params) {
      const { clientId, clientSecret, baseUrl } = config.providers.naver;
      if (!clientId || !clientSecret) throw missingKeyError('naver', 'NAVER_CLIENT_ID와 NAVER_CLIENT_SECRET');
      const url = setParams(joinUrl(baseUrl, 'search/news.json'), { ...params });
      const response = await providerGet(
        'naver',
        url,
        { 'X-Naver-Client-Id': clientId, 'X-Naver-Client-Secret': clientSecret },
        options,
      );
      const body = tryParseJson(response.text);
      if (response.status === 200) {
        const parsed = okBody.safeParse(body);
        if (parsed.success) {
          return {
            lastBuildDate: parsed.data.lastBuildDate ?? null,
            total: parsed.data.total,
            start: parsed.data.start,
            display: parsed.data.display,
            items: parsed.data.items.map((item) => ({
              title: htmlToText(item.title),
              originallink: item.originallink,
              link: item.link,
              description: htmlToText(item.description),
              pubDate: item.pubDate,
            })),
          };
        }
      }
      throw naverError(response.status, body);
    },
  };
}

const PARAMETER_MESSAGES: Record<string, string> = {
  SE01: '검색어(query)가 올바르지 않습니다.',
  SE02: 'display 값이 올바르지 않습니다(1~100).',
  SE03: 'start 값이 올바르지 않습니다(1~1000).',
  SE04: 'sort 값이 올바르지 않습니다(sim 또는 date).',
  SE06: '검색어 인코딩이 올바르지 않습니다(UTF-8).',
};

export function naverError(status: number, body: unknown): ProviderError {
  const parsed = errorBody.safeParse(body);
  const code = parsed.success ? parsed.data.errorCode : '';
  const upstream = { status, code, message: parsed.success ? parsed.data.errorMessage : undefined };
  if (PARAMETER_MESSAGES[code]) {
    return new ProviderError('naver', 'bad_parameter', `네이버 검색 API: ${PARAMETER_MESSAGES[code]}`, upstream);
  }
  if (status === 401 || code === '024') {
    return new ProviderError(
      'naver',
      'bad_key',
      '네이버 API 인증에 실패했습니다. 서버의 NAVER_CLIENT_ID와 NAVER_CLIENT_SECRET 설정을 확인해주세요.',
      upstream,
    );
  }
  if (status === 429 || code === '010') {
    return new ProviderError('naver', 'quota', '네이버 검색 API 일일 호출 한도(25,000회)를 초과했습니다.', upstream);
  }
  if (code === 'SE05' || status === 404) {
    return new ProviderError(
      'naver',
      'not_found',
      '존재하지 않는 네이버 검색 API 주소입니다. NAVER_API_BASE_URL을 확인해주세요.',
      upstream,
    );
  }
  return new ProviderError(
    'naver',
    'upstream',
    `네이버 검색 API 서버 오류입니다(HTTP ${status}). 잠시 후 다시 시도해주세요.`,
    upstream,
  );
}
