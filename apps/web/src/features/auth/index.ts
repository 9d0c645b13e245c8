export { refreshProfile } from './api/get-me.ts';
export { useLogout } from './api/logout.ts';
export { GuestOnly, RequireAdmin, RequireUser } from './components/auth-guards.tsx';
export { LoginPage } from './components/login-page.tsx';
export { useSessionBootstrap } from './hooks/use-session-bootstrap.ts';
export { isAdmin, useAuthStore, useCurrentUser } from './store.ts';
