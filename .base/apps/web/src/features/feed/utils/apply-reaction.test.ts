import { describe, expect, it } from 'vitest';
import { applyReaction } from './apply-reaction.ts';

const base = { likeCount: 3, dislikeCount: 1, isLiked: false, isDisliked: false };

describe('applyReaction', () => {
  it('likes, and a second like undoes it', () => {
    const liked = applyReaction(base, 'like');
    expect(liked).toEqual({ likeCount: 4, dislikeCount: 1, isLiked: true, isDisliked: false });
    expect(applyReaction(liked, 'like')).toEqual(base);
  });

  it('lets a dislike replace a like and the other way round', () => {
    const liked = applyReaction(base, 'like');
    expect(applyReaction(liked, 'dislike')).toEqual({
      likeCount: 3,
      dislikeCount: 2,
      isLiked: false,
      isDisliked: true,
    });
    const disliked = applyReaction(base, 'dislike');
    expect(applyReaction(disliked, 'like')).toEqual({
      likeCount: 4,
      dislikeCount: 1,
      isLiked: true,
      isDisliked: false,
    });
  });

  it('never shows a negative count', () => {
    expect(applyReaction({ ...base, likeCount: 0, isLiked: true }, 'like').likeCount).toBe(0);
  });
});
