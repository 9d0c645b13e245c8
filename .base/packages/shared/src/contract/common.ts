import { parsePostId, parseUserId } from '../domain/ids.ts';
import { z } from './zod.ts';

export const errorResponse = z.object({ error: z.string() });

/** The largest integer key either engine stores (PostgreSQL `integer`): a bigger id names nothing. */
export const INT32_MAX = 2_147_483_647;
export type ErrorResponse = z.infer<typeof errorResponse>;

export const successResponse = z.object({ success: z.literal(true) });

/** Accepts `user12`, `12` or 12 and yields the numeric id (DESIGN §4.5: ids travel as strings). */
export const wireUserId = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const id = parseUserId(value);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: '사용자 ID 형식이 올바르지 않습니다.' });
    return z.NEVER;
  }
  return id;
});

export const wirePostId = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const id = parsePostId(value);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: '게시글 ID 형식이 올바르지 않습니다.' });
    return z.NEVER;
  }
  return id;
});

/** Query-string integers arrive as text; blank means "use the default". */
export const queryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z.number().int().min(min).max(max),
  );

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof pagination>;
