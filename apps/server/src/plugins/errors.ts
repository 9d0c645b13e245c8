import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

export const MALFORMED_URL_MESSAGE = '요청 주소가 올바르지 않습니다.';
const GENERIC_5XX = '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** Every error answers `{ error }`; 4xx carry a message for the user, 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ error: first?.message ?? '요청 형식이 올바르지 않습니다.' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: GENERIC_5XX });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: GENERIC_5XX });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type): safe, but in English.
    return reply.status(status).send({ error: clientErrorMessage(error, status) });
  });
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '요청 본문이 올바른 JSON이 아닙니다.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return '요청이 너무 큽니다.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '지원하지 않는 요청 형식입니다.';
    default:
      if (status === 429) return '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
      return '요청을 처리할 수 없습니다.';
  }
}
