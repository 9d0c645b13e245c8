import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { joinUrl, type ProviderHttpOptions, providerGet, setParams, tryParseJson } from '../http.ts';
import { missingKeyError, ProviderError } from '../provider-error.ts';

export const newsArticle = z.looseObject({
  source: z.looseObject({ id: z.string().nullable().optional(), name: z.string().default('') }),
  author: z.string().nullable().optional(),
  title: z.string().default(''),
  description: z.string().nullable().optional(),
  url: z.string(),
  urlToImage: z.string().nullable().optional(),
  publishedAt: z.string(),
  content: z.string().nullable().optional(),
});
export type NewsArticle = z.infer<typeof newsArticle>;

const okBody = z.looseObject({ status: z.literal('ok'), totalResults: z.number(), articles: z.array(newsArticle) });
export type NewsResult = z.infer<typeof okBody>;
const errorBody = z.looseObject({ status: z.literal('error'), code: z.string(), message: z.string().default('') });

export type NewsEndpoint = 'top-headlines' | 'everything';
export type NewsParams = Record<string, string | number | undefined | null>;

export interface NewsClient {
  isConfigured(): boolean;
  fetch(endpoint: NewsEndpoint, params: NewsParams): Promise<NewsResult>;
}

/** NewsAPI v2 (fixtures/THIRD-PARTY-APIS.md); the key travels in X-Api-Key, never in the URL. */
export function createNewsClient(config: Pick<AppConfig, 'providers'>, options: ProviderHttpOptions = {}): NewsClient {
  return {
    isConfigured: () => Boolean(config.providers.newsapi.key),
    async fetch(endpoint, params) {
      const { key, baseUrl } = config.providers.newsapi;
      if (!key) throw missingKeyError('newsapi', 'NEWSAPI_KEY');
      const url = setParams(joinUrl(baseUrl, endpoint), params);
      const response = await providerGet('newsapi', url, { 'x-api-key': key }, options);
      const body = tryParseJson(response.text);
      if (response.status === 200) {
        const parsed = okBody.safeParse(body);
        if (parsed.success) return parsed.data;
      }
      throw newsError(response.status, body);
    },
  };
}

export function newsError(status: number, body: unknown): ProviderError {
  const parsed = errorBody.safeParse(body);
  const code = parsed.success ? parsed.data.code : '';
  const upstream = { status, code, message: parsed.success ? parsed.data.message : undefined };
  switch (code) {
    case 'apiKeyMissing':
    case 'apiKeyInvalid':
    case 'apiKeyDisabled':
      return new ProviderError(
        'newsapi',
        'bad_key',
        'NewsAPI 키가 올바르지 않습니다. 서버의 NEWSAPI_KEY 설정을 확인해주세요.',
        upstream,
      );
    case 'apiKeyExhausted':
    case 'rateLimited':
      return new ProviderError(
        'newsapi',
        'quota',
        'NewsAPI 요청 한도를 모두 사용했습니다(개발자 요금제는 하루 100회). 잠시 후 다시 시도해주세요.',
        upstream,
      );
    case 'maximumResultsReached':
      return new ProviderError(
        'newsapi',
        'bad_parameter',
        'NewsAPI 개발자 요금제는 결과를 최대 100개까지만 볼 수 있습니다. 페이지 번호나 페이지 크기를 줄여주세요.',
        upstream,
      );
    case 'parametersMissing':
      return new ProviderError(
        'newsapi',
        'bad_parameter',
        `NewsAPI 필수 파라미터가 빠졌습니다. (${upstream.message})`,
        upstream,
      );
    case 'parameterInvalid':
    case 'sourcesTooMany':
    case 'sourceDoesNotExist':
      return new ProviderError(
        'newsapi',
        'bad_parameter',
        `NewsAPI 파라미터가 올바르지 않습니다. (${upstream.message})`,
        upstream,
      );
    default:
      return new ProviderError(
        'newsapi',
        'upstream',
        `NewsAPI 서버 오류입니다(HTTP ${status}). 잠시 후 다시 시도해주세요.`,
        upstream,
      );
  }
}
