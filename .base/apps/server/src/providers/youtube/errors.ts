import { tryParseJson } from '../http.ts';
import { ProviderError } from '../provider-error.ts';
import { errorEnvelope } from './schemas.ts';

/**
 * YouTube error bodies are {"error":{code,message,errors:[{reason,domain}],status}}
 * (fixtures/THIRD-PARTY-APIS.md); the reason decides what the admin is told.
 */
export function youtubeError(status: number, body: string): ProviderError {
  const parsed = errorEnvelope.safeParse(tryParseJson(body));
  const error = parsed.success ? parsed.data.error : undefined;
  const reason = error?.errors[0]?.reason ?? '';
  const domain = error?.errors[0]?.domain ?? '';
  const message = stripHtml(error?.message ?? body.slice(0, 200));
  const upstream = { status, code: reason || error?.status, message };

  if (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded' || domain === 'youtube.quota') {
    return new ProviderError(
      'youtube',
      'quota',
      'YouTube API 일일 할당량(10,000 유닛)을 모두 사용했습니다. 할당량은 태평양 시간 자정(한국 시간 오후 4~5시)에 초기화됩니다.',
      upstream,
    );
  }
  if (reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded') {
    return new ProviderError(
      'youtube',
      'quota',
      'YouTube API 요청이 너무 잦습니다. 잠시 후 다시 시도해주세요.',
      upstream,
    );
  }
  if (/API key not valid|API key expired|keyInvalid|keyExpired/i.test(`${message} ${reason}`)) {
    return new ProviderError(
      'youtube',
      'bad_key',
      'YouTube API 키가 올바르지 않습니다. 서버의 YOUTUBE_API_KEY 설정을 확인해주세요.',
      upstream,
    );
  }
  if (status === 403 && (reason === 'forbidden' || /unregistered callers|missing a valid API key/i.test(message))) {
    return new ProviderError(
      'youtube',
      'bad_key',
      'YouTube가 API 키 없는 요청을 거부했습니다. 서버의 YOUTUBE_API_KEY 설정을 확인해주세요.',
      upstream,
    );
  }
  if (reason === 'videoChartNotFound') {
    return new ProviderError(
      'youtube',
      'not_found',
      '요청한 지역·카테고리의 인기 차트를 YouTube가 제공하지 않습니다. 다른 지역이나 카테고리를 선택해주세요.',
      upstream,
    );
  }
  if (status === 404) {
    return new ProviderError(
      'youtube',
      'not_found',
      `YouTube에서 요청한 항목을 찾을 수 없습니다. (${message})`,
      upstream,
    );
  }
  if (status === 401 || status === 403) {
    return new ProviderError(
      'youtube',
      'forbidden',
      `YouTube가 이 요청을 허용하지 않습니다. mine, myRating 같은 값은 OAuth 로그인이 필요합니다. (${message})`,
      upstream,
    );
  }
  // Google's front end (and Node's, in the fakes) refuses an over-long URL before the API sees it.
  if (status === 413 || status === 414 || status === 431) {
    return new ProviderError(
      'youtube',
      'bad_parameter',
      'YouTube가 요청이 너무 길다고 거절했습니다. 검색어나 파라미터를 줄여 다시 시도해주세요.',
      upstream,
    );
  }
  if (status === 400) {
    return new ProviderError(
      'youtube',
      'bad_parameter',
      `YouTube API 요청 파라미터가 올바르지 않습니다. (${message})`,
      upstream,
    );
  }
  return new ProviderError(
    'youtube',
    'upstream',
    `YouTube API 서버 오류입니다(HTTP ${status}). 잠시 후 다시 시도해주세요.`,
    upstream,
  );
}

function stripHtml(text: string): string {
  return text.replace(/<[^>]*>/g, '').trim();
}
