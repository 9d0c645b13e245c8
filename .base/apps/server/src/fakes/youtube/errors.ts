import { type FakeResponse, json } from '../http-types.ts';

/** YouTube's real error envelope (fixtures/THIRD-PARTY-APIS.md). */
function error(code: number, message: string, reason: string, domain: string, status?: string, extra: object = {}) {
  return json(code, {
    error: {
      code,
      message,
      errors: [{ message, domain, reason, ...extra }],
      ...(status ? { status } : {}),
    },
  });
}

export const ytErrors = {
  quota: (): FakeResponse =>
    error(
      403,
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      'quotaExceeded',
      'youtube.quota',
    ),
  badKey: (): FakeResponse =>
    error(400, 'API key not valid. Please pass a valid API key.', 'badRequest', 'global', 'INVALID_ARGUMENT'),
  noKey: (): FakeResponse =>
    error(
      403,
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      'forbidden',
      'global',
      'PERMISSION_DENIED',
    ),
  backend: (): FakeResponse =>
    error(503, 'The service is currently unavailable.', 'backendError', 'global', 'UNAVAILABLE'),
  loginRequired: (): FakeResponse =>
    error(401, 'Login Required.', 'required', 'global', 'UNAUTHENTICATED', {
      location: 'Authorization',
      locationType: 'header',
    }),
  chartNotFound: (): FakeResponse =>
    error(
      404,
      'The requested video chart is not supported or is not available.',
      'videoChartNotFound',
      'youtube.video',
      undefined,
      {
        location: 'chart',
        locationType: 'parameter',
      },
    ),
  invalidSearchFilter: (): FakeResponse =>
    error(400, 'Request contains an invalid argument.', 'invalidSearchFilter', 'youtube.search', 'INVALID_ARGUMENT'),
  missingParameter: (name: string): FakeResponse =>
    error(
      400,
      `No filter selected. Expected one of: ${name}`,
      'missingRequiredParameter',
      'youtube.parameter',
      undefined,
      {
        location: name,
        locationType: 'parameter',
      },
    ),
  required: (name: string): FakeResponse =>
    error(400, `Required parameter: ${name}`, 'required', 'global', 'INVALID_ARGUMENT', {
      location: name,
      locationType: 'parameter',
    }),
  incompatible: (message: string): FakeResponse =>
    error(400, message, 'incompatibleParameters', 'youtube.parameter', 'INVALID_ARGUMENT'),
  invalidValue: (name: string, value: string, min: number, max: number): FakeResponse =>
    error(
      400,
      `Invalid value '${value}'. Values must be within the range: [${min}, ${max}]`,
      'invalidParameter',
      'global',
      'INVALID_ARGUMENT',
      {
        location: name,
        locationType: 'parameter',
      },
    ),
  invalidPart: (part: string): FakeResponse =>
    error(400, `'${part}'`, 'unknownPart', 'youtube.part', 'INVALID_ARGUMENT', {
      location: 'part',
      locationType: 'parameter',
    }),
  notFound: (reason: string, what: string, location: string): FakeResponse =>
    error(
      404,
      `The ${what} identified with the request's <code>${location}</code> parameter cannot be found.`,
      reason,
      `youtube.${what.split(' ')[0]}`,
      undefined,
      {
        location,
        locationType: 'parameter',
      },
    ),
};
