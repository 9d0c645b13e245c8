import type { Rule } from './route-fixture.ts';

/** 처리 내역 and the anti-spam routes (docs/decisions/220-open-modlog.md, 221-spam-defences.md). */
export const COMMUNITY_RULES: Record<string, Rule> = {
  'GET /api/modlog': { access: 'public', call: () => ({ url: '/api/modlog?page=1' }) },
  'GET /api/admin/spam-settings': { access: 'admin', call: () => ({ url: '/api/admin/spam-settings' }) },
  'POST /api/admin/spam-settings': {
    access: 'admin',
    call: () => ({ url: '/api/admin/spam-settings', payload: { emailDomainBlocklist: ['spam.example'] } }),
  },
  'GET /api/auth/signup-challenge': { access: 'public', call: () => ({ url: '/api/auth/signup-challenge' }) },
};
