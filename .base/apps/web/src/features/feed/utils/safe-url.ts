/** DESIGN §4.7: only http(s) URLs are ever rendered as links or media sources. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Images may also be our own uploads (/uploads/…). */
export const isImageSource = (value: string | null | undefined): value is string =>
  isHttpUrl(value) || (typeof value === 'string' && /^\/uploads\/[A-Za-z0-9._-]+$/.test(value));

export function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
