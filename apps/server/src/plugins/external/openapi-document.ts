import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPERATIONS, type OperationAccess } from './openapi-operations.ts';

type RouteTransform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type DocumentTransform = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type JsonObject = Record<string, unknown>;

export const SESSION_COOKIE_SCHEME = 'sessionCookie';
export const ADMIN_KEY_SCHEME = 'adminKey';

/** One line per tag in the reference, in the order the reference lists them. */
const TAGS: Array<{ name: string; description: string }> = [
  { name: 'health', description: '서버 상태' },
  { name: 'auth', description: '가입, 로그인, 계정' },
  { name: 'posts', description: '게시물과 피드' },
  { name: 'comments', description: '댓글' },
  { name: 'spheres', description: '스피어(주제별 모임)' },
  { name: 'users', description: '회원 프로필' },
  { name: 'character', description: '캐릭터와 경험치' },
  { name: 'garden', description: '정원' },
  { name: 'favorites', description: '즐겨찾기' },
  { name: 'notifications', description: '알림' },
  { name: 'push', description: '웹 푸시 알림' },
  { name: 'messages', description: '쪽지' },
  { name: 'reports', description: '신고' },
  { name: 'uploads', description: '이미지 올리기' },
  { name: 'links', description: '링크 미리보기' },
  { name: 'rankings', description: '유튜브 동영상·채널 순위' },
  { name: 'trending', description: '인기 급상승과 키워드 검색' },
  { name: 'youtube', description: '유튜브 연동과 관리자용 시험 호출' },
  { name: 'news', description: '뉴스 API 시험 호출' },
  { name: 'naver', description: '네이버 검색 API 시험 호출' },
  { name: 'real-estate', description: '공공데이터 부동산 경매 시험 호출' },
  { name: 'admin', description: '관리자 기능' },
  { name: 'moderation', description: '게시물·댓글 관리' },
];

/**
 * Answers any operation may give whatever its own schema lists: a request the server cannot read
 * (malformed JSON, a bad content type), a cross-site write or a missing right, a body over the
 * limit, the rate limits, and a server that is stopping, has lost its database or its disk space. All in the
 * API's one error shape.
 */
const COMMON_RESPONSES: Record<string, string> = {
  '400': '요청을 읽을 수 없음',
  '403': '권한이 없거나 다른 사이트에서 보낸 요청',
  '413': '요청 본문이 너무 큼',
  '429': '요청이 너무 많음',
  '503': '서버가 종료 중이거나 잠시 사용할 수 없음',
  '507': '서버 저장 공간 부족',
};

const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const SECURITY: Record<OperationAccess, Array<Record<string, string[]>>> = {
  // Guests and members alike: an empty requirement means "no credentials".
  public: [{}, { [SESSION_COOKIE_SCHEME]: [] }],
  member: [{ [SESSION_COOKIE_SCHEME]: [] }],
  admin: [{ [SESSION_COOKIE_SCHEME]: [] }],
  adminKey: [{ [SESSION_COOKIE_SCHEME]: [], [ADMIN_KEY_SCHEME]: [] }],
};

/**
 * Each route's zod schemas as JSON Schema, then one fix @fastify/swagger needs: a query string
 * of free-form keys (a record, as the API testers take) has no `properties`, and the plugin would
 * turn the schema's own keywords into parameters named "type" and "propertyNames". It becomes
 * one form-style parameter whose keys are the query's keys, which is how OpenAPI spells that.
 */
export const openapiRouteTransform: RouteTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]) as {
    schema: JsonObject;
    url: string;
  };
  const querystring = result.schema?.querystring as JsonObject | undefined;
  if (querystring && !querystring.properties && !querystring.$ref) {
    result.schema = {
      ...result.schema,
      querystring: { type: 'object', properties: { params: querystring }, style: 'form', explode: true },
    };
  }
  return result;
};

/**
 * The finished document: servers, security schemes, tags, and each operation's operationId,
 * Korean summary and security from OPERATIONS. An operation missing there is left without them,
 * which the document's lint test reports.
 */
export const finishOpenapiDocument: DocumentTransform = (input) => {
  if (!('openapiObject' in input)) throw new Error('OpenAPI 2.0 is not supported');
  const document = input.openapiObject as JsonObject & {
    paths?: Record<string, Record<string, JsonObject>>;
    components?: JsonObject;
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const info = OPERATIONS[`${method.toUpperCase()} ${path}`];
      if (!info) continue;
      operation.operationId = info.operationId;
      operation.summary = info.summary;
      operation.security = SECURITY[info.access];
    }
    for (const operation of Object.values(item)) {
      const responses = { ...(operation.responses as Record<string, unknown> | undefined) };
      for (const [status, description] of Object.entries(COMMON_RESPONSES)) {
        responses[status] ??= errorBody(description);
      }
      operation.responses = responses;
    }
  }
  return {
    ...document,
    // Relative: the API is served by whichever host served the document.
    servers: [{ url: '/', description: '이 문서를 보낸 서버' }],
    tags: TAGS,
    components: {
      ...document.components,
      schemas: {
        ...(document.components?.schemas as JsonObject | undefined),
        Error: {
          type: 'object',
          properties: { error: { type: 'string', description: '사용자에게 보여 줄 한국어 메시지' } },
          required: ['error'],
        },
      },
      securitySchemes: {
        [SESSION_COOKIE_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ts_session',
          description: '로그인하면 받는 세션 쿠키. 상태를 바꾸는 요청은 같은 사이트에서 보낸 것만 받습니다.',
        },
        [ADMIN_KEY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Admin-Key',
          description:
            '관리자 키(서버 시작 때 출력되거나 ADMIN_KEY로 정한 값). SQL 도구와 동영상 가져오기에 필요하며, 본문·쿼리의 adminKey/key 필드로 보내도 됩니다.',
        },
      },
    },
  };
};
