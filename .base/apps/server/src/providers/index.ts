/** Third-party clients; each reads its base URL and key from `config.providers` on every call. */
export { createDataGoKrClient, type DataGoKrClient, type TradeItem, type TradeResult } from './data-go-kr/client.ts';
export { PROVIDER_TIMEOUT_MS } from './http.ts';
export { createNaverClient, type NaverClient, type NaverNewsItem, type NaverNewsResult } from './naver/client.ts';
export {
  createNewsClient,
  type NewsArticle,
  type NewsClient,
  type NewsEndpoint,
  type NewsResult,
} from './news/client.ts';
export { PROVIDER_LABELS, ProviderError, type ProviderErrorKind, type ProviderName } from './provider-error.ts';
export * from './youtube/index.ts';
