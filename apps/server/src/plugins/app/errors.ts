import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDatabaseError, type DatabaseFault } from '../../db/errors.ts';
import { HttpError } from '../../lib/http-error.ts';

export const MALFORMED_URL_MESSAGE = '요청 주소가 올바르지 않습니다.';
const GENERIC_5XX = '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** Faults of the machine, not of the request: an honest status and a hint when to come back. */
export const FAULT_REPLIES: Record<DatabaseFault, { status: number; error: string; retryAfter?: number }> = {
  busy: { status: 503, error: '요청이 몰려 처리하지 못했습니다. 잠시 후 다시 시도해주세요.', retryAfter: 2 },
  unavailable: { status: 503, error: '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', retryAfter: 5 },
  'disk-full': { status: 507, error: '서버의 저장 공간이 부족해 저장하지 못했습니다. 관리자에게 알려주세요.' },
};

const isDiskFull = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'ENOSPC' || error.code === 'EDQUOT');

/** Every error answers `{ error }`; 4xx carry a message for the user, 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // A fault behind the answer (object storage down): its cause is for the operator.
      if (error.statusCode >= 500 && error.cause) request.log.error({ err: error.cause }, 'request failed');
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ error: error.message });
    }
    const fault = isDiskFull(error) ? 'disk-full' : classifyDatabaseError(error);
    if (fault) {
      const answer = FAULT_REPLIES[fault];
      // The real cause, for the operator; the user gets a plain Korean sentence.
      request.log.error({ err: error, fault }, 'request failed: the server could not store or reach its data');
      if (answer.retryAfter !== undefined) void reply.header('retry-after', String(answer.retryAfter));
      return reply.status(answer.status).send({ error: answer.error });
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
