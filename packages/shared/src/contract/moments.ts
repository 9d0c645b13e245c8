import { z } from './zod.ts';

/**
 * GET /api/posts/{postId}/moments: where in the post's video the discussion is, grouped by
 * 10 seconds (packages/shared/src/domain/video-moments.ts). Bounded by the video's length (at most
 * one group per 10 seconds of a day), so it is one answer rather than pages.
 */
export const moment = z.object({
  seconds: z.int(),
  count: z.int(),
  commentId: z.nullable(z.int()),
});
export type MomentWire = z.infer<typeof moment>;

export const momentsResponse = z.object({ moments: z.array(moment) });
export type MomentsResponse = z.infer<typeof momentsResponse>;
