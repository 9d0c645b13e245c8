import { pagination, queryInt, wireUserId } from './common.ts';
import { z } from './zod.ts';

/** 차단 (docs/decisions/207-blocking.md). */
export const BLOCK_MESSAGES = {
  notSelf: '자기 자신은 차단할 수 없습니다.',
  notFound: '사용자를 찾을 수 없습니다.',
  tooManyRequests: '차단 요청이 너무 많습니다.',
  /** The collapsed comment of someone I blocked. */
  collapsedComment: '차단한 사용자의 댓글입니다',
} as const;

export const BLOCKS_PAGE_SIZE = 20;

export const blockParams = z.object({ userId: wireUserId });

export const blockResponse = z.object({ success: z.literal(true), userId: z.string(), blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponse>;

export const blocksQuery = z.object({ page: queryInt(1, 100_000, 1) });

export const blockedUser = z.object({
  userId: z.string(),
  userName: z.string(),
  profileImage: z.nullable(z.string()),
  blockedAt: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUser>;

export const blocksResponse = z.object({
  success: z.literal(true),
  users: z.array(blockedUser),
  pagination,
});
export type BlocksResponse = z.infer<typeof blocksResponse>;
