import { OAUTH_ERROR_MESSAGES, type OAuthErrorCode } from '@tubesphere/shared/contract/oauth';

/** The Korean message of a `?oauthError=` a sign-in came back with, if it is one we know. */
export const oauthErrorMessage = (code: string | null): string | null =>
  code && code in OAUTH_ERROR_MESSAGES ? OAUTH_ERROR_MESSAGES[code as OAuthErrorCode] : null;
