import { TEST_ADMIN } from '../helpers/test-app.ts';
import { qs, type Rule } from './route-fixture.ts';

/**
 * The route rules (route-rules.ts) of the admin's post confirmation and moderation screens, the
 * SQL tool, the audit trail, settings, the user list and the dashboard, and members' reports.
 */
export const ADMIN_POST_AND_MODERATION_RULES: Record<string, Rule> = {
  'GET /api/admin/posts/pending': { access: 'admin', call: () => ({ url: '/api/admin/posts/pending' }) },
  'GET /api/admin/posts/confirmed': { access: 'admin', call: () => ({ url: '/api/admin/posts/confirmed' }) },
  'GET /api/admin/posts/all': { access: 'admin', call: () => ({ url: '/api/admin/posts/all?page=1&limit=5' }) },
  'GET /api/admin/posts/counts': { access: 'admin', call: () => ({ url: '/api/admin/posts/counts' }) },
  'POST /api/admin/posts/confirm': {
    access: 'admin',
    call: async (f) => ({ url: '/api/admin/posts/confirm', payload: { postId: await f.pendingPost() } }),
  },
  'GET /api/admin/posts/:postId/detail': {
    access: 'admin',
    call: (f) => ({ url: `/api/admin/posts/${f.postOfB}/detail` }),
  },
  'GET /api/admin/posts/:postId/comments': {
    access: 'admin',
    call: (f) => ({ url: `/api/admin/posts/${f.postOfB}/comments` }),
  },
  'POST /api/admin/query': {
    access: 'admin',
    call: () => ({ url: '/api/admin/query', payload: { query: 'select 1 as one', adminKey: TEST_ADMIN.key } }),
  },
  'GET /api/admin/audit': {
    access: 'admin',
    call: () => ({ url: `/api/admin/audit${qs({ action: 'sql.run', page: '1' })}` }),
  },
  'GET /api/admin/mail': { access: 'admin', call: () => ({ url: '/api/admin/mail?page=1' }) },
  'GET /api/admin/mail/:mailId': {
    access: 'admin',
    call: async (f) => ({ url: `/api/admin/mail/${await f.queuedMail()}` }),
  },
  'GET /api/admin/settings': { access: 'admin', call: () => ({ url: '/api/admin/settings' }) },
  'POST /api/admin/settings': {
    access: 'admin',
    call: () => ({ url: '/api/admin/settings', payload: { companionVisible: true } }),
  },

  // Moderation (docs/decisions/110–114).
  'GET /api/admin/posts/rejected': { access: 'admin', call: () => ({ url: '/api/admin/posts/rejected' }) },
  'GET /api/admin/posts/hidden': { access: 'admin', call: () => ({ url: '/api/admin/posts/hidden?page=1&limit=5' }) },
  'POST /api/admin/posts/reject': {
    access: 'admin',
    call: async (f) => ({
      url: '/api/admin/posts/reject',
      payload: { postId: await f.pendingPost(), reason: '광고성 글' },
    }),
  },
  'POST /api/admin/posts/hide': {
    access: 'admin',
    call: async (f) => ({ url: '/api/admin/posts/hide', payload: { postId: await f.postOfA(), reason: '욕설' } }),
  },
  'POST /api/admin/posts/restore': {
    access: 'admin',
    call: async (f) => ({ url: '/api/admin/posts/restore', payload: { postId: await f.hiddenPost() } }),
  },
  'POST /api/admin/posts/delete': {
    access: 'admin',
    call: async (f) => ({
      url: '/api/admin/posts/delete',
      payload: { postId: await f.postOfA(), reason: '불법 광고' },
    }),
  },
  'POST /api/admin/comments/hide': {
    access: 'admin',
    call: async (f) => ({
      url: '/api/admin/comments/hide',
      payload: { commentId: await f.commentOfA(), reason: '비하' },
    }),
  },
  'POST /api/admin/comments/restore': {
    access: 'admin',
    call: async (f) => ({ url: '/api/admin/comments/restore', payload: { commentId: await f.hiddenComment() } }),
  },
  'POST /api/admin/comments/delete': {
    access: 'admin',
    call: async (f) => ({
      url: '/api/admin/comments/delete',
      payload: { commentId: await f.commentOfA(), reason: '개인정보 노출' },
    }),
  },
  'POST /api/reports': {
    access: 'user',
    ok: 201,
    call: async (f) => ({
      url: '/api/reports',
      payload: { targetType: 'post', targetId: await f.newPostOfB(), reason: 'spam' },
    }),
  },
  'GET /api/admin/reports': { access: 'admin', call: () => ({ url: '/api/admin/reports?status=open&page=1' }) },
  'POST /api/admin/reports/resolve': {
    access: 'admin',
    call: async (f) => ({
      url: '/api/admin/reports/resolve',
      payload: { targets: [{ targetType: 'post', targetId: await f.reportedPost() }], action: 'ignore' },
    }),
  },
  'GET /api/admin/users': {
    access: 'admin',
    call: () => ({ url: `/api/admin/users${qs({ q: '사용자', page: '1' })}` }),
  },
  'POST /api/admin/users/:userId/suspend': {
    access: 'admin',
    call: async (f) => ({
      url: `/api/admin/users/${await f.throwawayUserId()}/suspend`,
      payload: { days: 7, reason: '도배' },
    }),
  },
  'POST /api/admin/users/:userId/unsuspend': {
    access: 'admin',
    call: async (f) => ({ url: `/api/admin/users/${await f.throwawayUserId(true)}/unsuspend`, payload: {} }),
  },
  'POST /api/admin/users/:userId/admin-level': {
    access: 'admin',
    call: async (f) => ({
      url: `/api/admin/users/${await f.throwawayUserId()}/admin-level`,
      payload: { adminLevel: 1 },
    }),
  },
  'GET /api/admin/dashboard': { access: 'admin', call: () => ({ url: '/api/admin/dashboard' }) },
  'GET /api/admin/query/saved': { access: 'admin', call: () => ({ url: '/api/admin/query/saved' }) },
  'POST /api/admin/query/saved': {
    access: 'admin',
    call: () => ({
      url: '/api/admin/query/saved',
      payload: { name: `저장 ${Math.random().toString(36).slice(2)}`, sql: 'select count(*) from post' },
    }),
  },
  'DELETE /api/admin/query/saved/:id': {
    access: 'admin',
    call: async (f) => ({ url: `/api/admin/query/saved/${await f.savedQuery()}` }),
  },
  'GET /api/admin/query/schema': { access: 'admin', call: () => ({ url: '/api/admin/query/schema' }) },
};
