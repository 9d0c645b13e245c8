import type { Rule } from './route-fixture.ts';

/** 회원: sign-up and sign-in, sessions, recovery, e-mail, Kakao/Naver/Google, 2단계 인증, export. */
export const ACCOUNT_RULES: Record<string, Rule> = {
  'POST /api/auth/signup': {
    access: 'public',
    ok: 201,
    call: () => ({
      url: '/api/auth/signup',
      payload: {
        email: `m${Math.random().toString(36).slice(2)}@test.kr`,
        password: 'password-123',
        user_name: '새회원',
      },
      cookie: null,
    }),
  },
  'POST /api/auth/login': {
    access: 'public',
    call: (f) => ({ url: '/api/auth/login', payload: { email: f.userA.email, password: 'password-123' } }),
  },
  'POST /api/auth/logout': {
    access: 'public',
    call: async (f) => ({ url: '/api/auth/logout', payload: {}, cookie: await f.freshCookie('guest') }),
  },
  'GET /api/auth/me': { access: 'public', call: () => ({ url: '/api/auth/me' }) },
  // 메일 수신 거부: the token in a mail's List-Unsubscribe link is the authority, never a session.
  'GET /api/mail/unsubscribe': {
    access: 'public',
    ok: 303,
    call: async (f) => ({ url: `/api/mail/unsubscribe?token=${await f.unsubscribeToken()}` }),
  },
  'POST /api/mail/unsubscribe': {
    access: 'public',
    call: async (f) => ({ url: `/api/mail/unsubscribe?token=${await f.unsubscribeToken()}`, payload: {} }),
  },
  'POST /api/auth/password': {
    access: 'user',
    session: 'throwaway',
    call: () => ({
      url: '/api/auth/password',
      payload: { currentPassword: 'password-123', newPassword: 'new-password-456' },
    }),
  },
  'POST /api/auth/logout-all': {
    access: 'user',
    session: 'throwaway',
    call: () => ({ url: '/api/auth/logout-all', payload: {} }),
  },
  'POST /api/auth/delete-account': {
    access: 'user',
    session: 'throwaway',
    call: () => ({ url: '/api/auth/delete-account', payload: { password: 'password-123' } }),
  },
  'POST /api/auth/password-reset': {
    access: 'public',
    ok: 202,
    call: (f) => ({ url: '/api/auth/password-reset', payload: { email: f.userA.email } }),
  },
  'POST /api/auth/password-reset/confirm': {
    access: 'public',
    call: async (f) => ({
      url: '/api/auth/password-reset/confirm',
      payload: { token: await f.accountToken('password-reset'), password: 'brand-new-pass-7' },
      cookie: null,
    }),
  },
  'POST /api/auth/verify-email': {
    access: 'public',
    call: async (f) => ({ url: '/api/auth/verify-email', payload: { token: await f.accountToken('verify-email') } }),
  },
  'POST /api/auth/verify-email/resend': {
    access: 'user',
    ok: 202,
    session: 'throwaway',
    call: () => ({ url: '/api/auth/verify-email/resend', payload: {} }),
  },
  'POST /api/auth/email': {
    access: 'user',
    ok: 202,
    session: 'throwaway',
    call: () => ({
      url: '/api/auth/email',
      payload: { newEmail: `moved-${Math.random().toString(36).slice(2)}@test.kr`, password: 'password-123' },
    }),
  },
  'GET /api/auth/oauth/providers': { access: 'public', call: () => ({ url: '/api/auth/oauth/providers' }) },
  'GET /api/auth/oauth/links': { access: 'user', call: () => ({ url: '/api/auth/oauth/links' }) },
  // To the provider's authorize page (the fakes are configured in the matrix's server).
  'GET /api/auth/oauth/:provider': { access: 'public', ok: 302, call: () => ({ url: '/api/auth/oauth/kakao' }) },
  // Without the state cookie of a sign-in this browser started, every caller gets 400 (the
  // oauth API test runs the whole round trip).
  'GET /api/auth/oauth/:provider/callback': {
    access: 'public',
    ok: 400,
    call: () => ({ url: '/api/auth/oauth/kakao/callback?code=abc&state=def' }),
  },
  // A new member has nothing linked: past the guard, the service answers 404.
  'DELETE /api/auth/oauth/:provider': {
    access: 'user',
    ok: 404,
    session: 'throwaway',
    call: () => ({ url: '/api/auth/oauth/kakao' }),
  },
};
