import { parsePostId, parseUserId } from '../domain/ids.ts';
import { z } from './zod.ts';

export const errorResponse = z.object({ error: z.string() });

/** The largest integer key either engine stores (PostgreSQL `integer`): a bigger id names nothing. */
export const INT32_MAX = 2_147_483_647;
export type ErrorResponse = z.infer<typeof errorResponse>;

export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponse>;

/** Accepts `user12`, `12` or 12 and yields the numeric id (ids travel as strings: docs/architecture.md#ids-on-the-wire). */
export const wireUserId = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value, ctx) => {
    const id = parseUserId(value);
    if (id === null) {
      ctx.issues.push({ code: 'custom', message: '사용자 ID 형식이 올바르지 않습니다.', input: value });
      return z.NEVER;
    }
    return id;
  }),
);

export const wirePostId = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value, ctx) => {
    const id = parsePostId(value);
    if (id === null) {
      ctx.issues.push({ code: 'custom', message: '게시글 ID 형식이 올바르지 않습니다.', input: value });
      return z.NEVER;
    }
    return id;
  }),
);

/** Query-string integers arrive as text; blank means "use the default". */
/* @__NO_SIDE_EFFECTS__ */
export const queryInt = (min: number, max: number, fallback: number) =>
  z.pipe(
    z.transform((value) => (value === undefined || value === '' ? fallback : Number(value))),
    z.int().check(z.gte(min), z.lte(max)),
  );

export const pagination = z.object({
  page: z.int(),
  limit: z.int(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof pagination>;

/** 중복 게시 방지: the same text from the same member twice within a day (docs/decisions/221-spam-defences.md). */
export const DUPLICATE_TEXT_MESSAGE = '같은 내용을 24시간 안에 다시 올릴 수 없습니다. 내용을 바꿔 올려주세요.';
