import { adminShell } from './admin-shell.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { header } from './header.ts';
import { pages } from './pages.ts';

/**
 * Every user-visible string, in Korean. One file per feature, merged here; components import
 * `ko` and never write literal UI text.
 */
export const ko = {
  common,
  auth,
  header,
  pages,
  adminShell,
};
