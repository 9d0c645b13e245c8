import type { IncomingHttpHeaders } from 'node:http';

export interface FakeRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  method?: string;
  /** The request body as text (form posts to the OAuth fakes' token endpoints). */
  body?: string;
}

export interface FakeResponse {
  status: number;
  body: string;
  contentType: string;
  /** Extra headers (a redirect's location). */
  headers?: Record<string, string>;
  /** Answer late (the timeout triggers). */
  delayMs?: number;
}

export const json = (status: number, value: unknown, delayMs?: number): FakeResponse => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json; charset=UTF-8',
  delayMs,
});

export const text = (status: number, body: string, contentType = 'text/html; charset=utf-8'): FakeResponse => ({
  status,
  body,
  contentType,
});

/** Opaque page tokens, like YouTube's "CAUQAA": here just the offset, base64url-encoded. */
export const pageToken = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
export function offsetFromToken(token: string | null): number {
  if (!token) return 0;
  const decoded = Buffer.from(token, 'base64url').toString();
  const n = Number(decoded.slice(2));
  return decoded.startsWith('o:') && Number.isInteger(n) && n >= 0 ? n : -1;
}
