import type { Rule } from './route-fixture.ts';

/** 등급 and 차단 routes (docs/trust-levels.md, docs/decisions/207-blocking.md). */
export const TRUST_AND_BLOCK_RULES: Record<string, Rule> = {
  'POST /api/admin/users/:userId/trust-level': {
    access: 'admin',
    call: async (f) => ({
      url: `/api/admin/users/${await f.throwawayUserId()}/trust-level`,
      payload: { trustLevel: 1, locked: false },
    }),
  },
  'GET /api/admin/trust-settings': { access: 'admin', call: () => ({ url: '/api/admin/trust-settings' }) },
  'POST /api/admin/trust-settings': {
    access: 'admin',
    call: () => ({ url: '/api/admin/trust-settings', payload: { autoConfirmTrustLevel: 2 } }),
  },
  'POST /api/users/:userId/block': {
    access: 'user',
    call: async (f) => ({ url: `/api/users/${await f.throwawayUserId()}/block` }),
  },
  'DELETE /api/users/:userId/block': {
    access: 'user',
    call: async (f) => ({ url: `/api/users/${await f.throwawayUserId()}/block` }),
  },
  'GET /api/users/me/blocks': { access: 'user', call: () => ({ url: '/api/users/me/blocks?page=1' }) },
};
