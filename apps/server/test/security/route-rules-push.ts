import type { Rule } from './route-fixture.ts';

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** Web push and 쪽지 routes (docs/decisions/230-web-push.md, 231-direct-messages.md). */
export const PUSH_AND_MESSAGE_RULES: Record<string, Rule> = {
  'GET /api/push/public-key': { access: 'public', call: () => ({ url: '/api/push/public-key' }) },
  'GET /api/push/subscriptions': { access: 'user', call: () => ({ url: '/api/push/subscriptions' }) },
  'POST /api/push/subscriptions': {
    access: 'user',
    ok: 201,
    call: () => ({
      url: '/api/push/subscriptions',
      payload: { endpoint: `https://push.example.com/send/${Math.random().toString(36).slice(2)}`, keys: KEYS },
    }),
  },
  'DELETE /api/push/subscriptions': {
    access: 'user',
    // Nobody's browser is at this endpoint: a member hears "not found", a guest "log in".
    expect: { user: 404, admin: 404 },
    call: () => ({ url: '/api/push/subscriptions', payload: { endpoint: 'https://push.example.com/send/nobody' } }),
  },
  'POST /api/messages': {
    access: 'user',
    ok: 201,
    call: async (f) => ({ url: '/api/messages', payload: { toUserId: await f.correspondentId(), content: '답장' } }),
  },
  'GET /api/messages': { access: 'user', call: () => ({ url: '/api/messages?page=1' }) },
  'GET /api/messages/unread-count': { access: 'user', call: () => ({ url: '/api/messages/unread-count' }) },
  'GET /api/messages/:userId': {
    access: 'user',
    call: async (f) => ({ url: `/api/messages/${await f.correspondentId()}` }),
  },
  'POST /api/messages/:userId/read': {
    access: 'user',
    call: async (f) => ({ url: `/api/messages/${await f.correspondentId()}/read` }),
  },
};
