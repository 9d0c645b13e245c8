/** An error whose message is safe to show the user; the error handler answers `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as Retry-After: when trying again makes sense (503, 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = '로그인이 필요합니다.') => new HttpError(401, message);
export const forbidden = (message = '권한이 없습니다.') => new HttpError(403, message);
export const notFound = (message = '찾을 수 없습니다.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, retryAfterSeconds);
