import { lazyNamed, suspended } from '../../lib/lazy-component.ts';

export { refreshProfile } from './api/get-me.ts';
export { useForgetSession, useLogout } from './api/logout.ts';
export { GuestOnly, RequireAdmin, RequireUser } from './components/auth-guards.tsx';
export { useSessionBootstrap } from './hooks/use-session-bootstrap.ts';
export { type LoginRedirectState, useSessionExpiry } from './hooks/use-session-expiry.ts';
export { oauthErrorMessage } from './oauth-error.ts';
export { isAdmin, RenderedUserProvider, useAuthStore, useCurrentUser } from './store.ts';

/** The sign-in screen loads when /login is opened, not with every page. */
const LazyLoginPage = lazyNamed(() => import('./components/login-page.tsx').then((module) => module.LoginPage));
export const LoginPage = () => suspended(LazyLoginPage, {});

/** 비밀번호 찾기 and the mailed link's page, each loaded when opened. */
const LazyForgotPasswordPage = lazyNamed(() =>
  import('./components/forgot-password-page.tsx').then((module) => module.ForgotPasswordPage),
);
export const ForgotPasswordPage = () => suspended(LazyForgotPasswordPage, {});
const LazyResetPasswordPage = lazyNamed(() =>
  import('./components/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
);
export const ResetPasswordPage = () => suspended(LazyResetPasswordPage, {});
const LazyVerifyEmailPage = lazyNamed(() =>
  import('./components/verify-email-page.tsx').then((module) => module.VerifyEmailPage),
);
export const VerifyEmailPage = () => suspended(LazyVerifyEmailPage, {});
