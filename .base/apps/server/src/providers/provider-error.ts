import { HttpError } from '../lib/http-error.ts';

export type ProviderName = 'youtube' | 'newsapi' | 'naver' | 'dataGoKr';

/**
 * What went wrong with a third-party call, in terms an admin can act on. Each kind has one HTTP
 * status on our side, so a page can tell "fix the key" from "wait for tomorrow".
 */
export type ProviderErrorKind =
  | 'missing_key'
  | 'bad_key'
  | 'quota'
  | 'bad_parameter'
  | 'not_found'
  | 'forbidden'
  | 'timeout'
  | 'network'
  | 'upstream';

const STATUS_BY_KIND: Record<ProviderErrorKind, number> = {
  missing_key: 503,
  bad_key: 502,
  quota: 429,
  bad_parameter: 400,
  not_found: 404,
  // The provider refused this request (e.g. `mine=true` needs OAuth): the admin's parameters are
  // what must change, so it is a 400 on our side, never our own 403.
  forbidden: 400,
  timeout: 504,
  network: 502,
  upstream: 502,
};

export const PROVIDER_LABELS: Record<ProviderName, string> = {
  youtube: 'YouTube Data API',
  newsapi: 'NewsAPI',
  naver: '네이버 검색 API',
  dataGoKr: '공공데이터포털(data.go.kr) API',
};

/** An HttpError (so routes can just let it propagate) that also says which provider and why. */
export class ProviderError extends HttpError {
  constructor(
    readonly provider: ProviderName,
    readonly kind: ProviderErrorKind,
    message: string,
    readonly upstream?: { status?: number; code?: string; message?: string },
  ) {
    super(STATUS_BY_KIND[kind], message);
    this.name = 'ProviderError';
  }
}

/** The message for a provider without its key: names the setting and the offline alternative. */
export function missingKeyError(provider: ProviderName, settings: string): ProviderError {
  return new ProviderError(
    provider,
    'missing_key',
    `${PROVIDER_LABELS[provider]} 키가 설정되지 않았습니다. 서버 환경 변수 ${settings}를 설정하거나, 데모 데이터로 확인하려면 DEMO_PROVIDERS=1로 서버를 시작하세요.`,
  );
}
