import { PROVIDER_LABELS, ProviderError, type ProviderName } from './provider-error.ts';

/** Every third-party call gives up after 10 s (issue 7): an admin page must not hang. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderHttpOptions {
  timeoutMs?: number;
  /** Tests may inject a fetch; production uses the global one. */
  fetch?: typeof fetch;
}

export interface ProviderResponse {
  status: number;
  contentType: string;
  text: string;
}

/** Cap on an upstream body we are willing to hold (the largest real answers are ~100 KB). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

export async function providerGet(
  provider: ProviderName,
  url: URL,
  headers: Record<string, string>,
  options: ProviderHttpOptions = {},
): Promise<ProviderResponse> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const label = PROVIDER_LABELS[provider];
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ProviderError(
        provider,
        'timeout',
        `${label} 응답이 ${Math.round(timeoutMs / 1000)}초 안에 오지 않았습니다. 잠시 후 다시 시도해주세요.`,
      );
    }
    throw new ProviderError(provider, 'network', `${label}에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProviderError(provider, 'timeout', `${label} 응답을 끝까지 받지 못했습니다. 다시 시도해주세요.`);
  }
  if (text.length > MAX_BODY_BYTES) {
    throw new ProviderError(provider, 'upstream', `${label} 응답이 너무 큽니다.`);
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

/** JSON.parse that answers undefined instead of throwing (error bodies are not always JSON). */
export function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Appends only the values that mean something: undefined, null and blank strings are left out. */
export function setParams(url: URL, params: Record<string, string | number | boolean | undefined | null>): URL {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') url.searchParams.set(key, text);
  }
  return url;
}

/** Joins a configured base URL ("https://host/v3" with or without "/") and a path. */
export function joinUrl(base: string, path: string): URL {
  return new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
}
