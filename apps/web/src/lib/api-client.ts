import * as ko from '../i18n/ko/index.ts';
import { useAccountStatus } from './account-status.ts';

/** The server marks a 403 that a suspension caused (apps/server/src/plugins/app/suspension-guard.ts). */
const SUSPENDED_HEADER = 'x-account-suspended';

/** A failed API call, carrying the message to show (the server's `error` when it gave one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Message when the server gives none (each call's own fallback, docs/product.md#messages). */
  fallbackError?: string;
  signal?: AbortSignal;
  /**
   * A 401 here answers the credentials in the request (sign-in, sign-up), not an ended session:
   * it is the caller's to show, and nobody is signed out for it.
   */
  credentialsCheck?: boolean;
  /**
   * Asked by the page on its own (a live stream catching up), not by the person: a 401 here
   * signs nobody out; their next action will, so a writer is not pulled off a draft mid-sentence.
   */
  background?: boolean;
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * Every call that answers 401 (the session ended: expired, signed out elsewhere) is reported
 * here, whichever feature made it, so one handler (the auth feature's) signs the browser out and
 * sends the person to sign in again. Returns the unsubscribe.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

export function buildUrl(path: string, query?: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, fallbackError, signal, credentialsCheck = false, background = false } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: body !== undefined && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Offline, a screen the service worker had no copy of says so, not "network error".
    throw new ApiError(
      0,
      typeof navigator !== 'undefined' && !navigator.onLine ? ko.common.offline : ko.common.networkError,
    );
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage =
      payload && typeof payload === 'object' && 'error' in payload && typeof payload.error === 'string'
        ? payload.error
        : null;
    if (response.status === 401 && !credentialsCheck && !background) unauthorizedListener?.();
    // A write refused because the account is suspended: one banner says so, whatever the screen.
    if (response.status === 403 && serverMessage && response.headers.get(SUSPENDED_HEADER) === '1') {
      useAccountStatus.getState().setSuspension(serverMessage);
    }
    throw new ApiError(response.status, serverMessage ?? fallbackError ?? ko.common.unknownError);
  }
  // The server checks every answer against the shared contract before it leaves
  // (docs/decisions/146-contract-on-zod-mini.md), so the page takes it as the contract's type.
  return payload as T;
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : ko.common.unknownError;
