/**
 * Only http(s) URLs are ever stored or rendered as links or media sources
 * (docs/architecture.md#external-input): `javascript:`, `data:` and the like never reach an
 * href or a src. The contract refuses other schemes on the way in; the web app checks again
 * before rendering, since provider answers and old rows never went through that contract.
 */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A picture in a post, and only a picture, may also be one of this site's uploads. */
export const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._-]+$/;

/** An http(s) URL or one of this site's uploads (`/uploads/<name>`). */
export const isImageSource = (value: string | null | undefined): value is string =>
  isHttpUrl(value) || (typeof value === 'string' && UPLOAD_PATH.test(value));
