import { qs, type Rule } from './route-fixture.ts';

/** 스크랩, following, 새 글 알림, comment likes and @ suggestions (docs/decisions/225-engagement-layer.md). */
export const ENGAGEMENT_RULES: Record<string, Rule> = {
  'PUT /api/posts/:postId/bookmark': { access: 'user', call: (f) => ({ url: `/api/posts/${f.postOfB}/bookmark` }) },
  'DELETE /api/posts/:postId/bookmark': { access: 'user', call: (f) => ({ url: `/api/posts/${f.postOfB}/bookmark` }) },
  'GET /api/bookmarks': { access: 'user', call: () => ({ url: `/api/bookmarks${qs({ page: '1' })}` }) },
  'PUT /api/users/:userId/follow': {
    access: 'user',
    call: async (f) => ({ url: `/api/users/${await f.throwawayUserId()}/follow` }),
  },
  'DELETE /api/users/:userId/follow': {
    access: 'user',
    call: async (f) => ({ url: `/api/users/${await f.throwawayUserId()}/follow` }),
  },
  // The fixture's members have not joined its sphere: signed in, they hear 가입한 스피어만 (403);
  // members' own settings are tested in engagement/follows.test.ts.
  'PUT /api/spheres/:sphereId/subscription': {
    access: 'user',
    expect: { user: 403, admin: 403 },
    call: (f) => ({ url: `/api/spheres/${f.sphereId}/subscription`, payload: { mode: 'all' } }),
  },
  'PUT /api/comments/:commentId/like': {
    access: 'user',
    call: async (f) => ({ url: `/api/comments/${await f.commentOfA()}/like` }),
  },
  'DELETE /api/comments/:commentId/like': {
    access: 'user',
    call: async (f) => ({ url: `/api/comments/${await f.commentOfA()}/like` }),
  },
  'GET /api/users/search': { access: 'public', call: () => ({ url: `/api/users/search${qs({ q: 'ㅌ' })}` }) },
};
