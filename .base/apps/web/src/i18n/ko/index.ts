import { adminAudit } from './admin-audit.ts';
import { adminConfirm } from './admin-confirm.ts';
import { adminQuery } from './admin-query.ts';
import { adminRankingCollector } from './admin-ranking-collector.ts';
import { adminSettings } from './admin-settings.ts';
import { adminShell } from './admin-shell.ts';
import { adminTesters } from './admin-testers.ts';
import { auth } from './auth.ts';
import { comments } from './comments.ts';
import { common } from './common.ts';
import { companion } from './companion.ts';
import { editor } from './editor.ts';
import { feed } from './feed.ts';
import { garden } from './garden.ts';
import { header } from './header.ts';
import { keywords } from './keywords.ts';
import { ownContent } from './own-content.ts';
import { pages } from './pages.ts';
import { post } from './post.ts';
import { postEdit } from './post-edit.ts';
import { profile } from './profile.ts';
import { rankings } from './rankings.ts';
import { search } from './search.ts';
import { settings } from './settings.ts';
import { spheres } from './spheres.ts';
import { trending } from './trending.ts';
import { videoShare } from './video-share.ts';

/**
 * Every user-visible string, in Korean. One file per feature, merged here; components import
 * `ko` and never write literal UI text.
 */
export const ko = {
  common,
  auth,
  header,
  pages,
  rankings,
  trending,
  adminShell,
  adminConfirm,
  adminQuery,
  adminRankingCollector,
  adminSettings,
  adminAudit,
  adminTesters,
  keywords,
  companion,
  feed,
  post,
  comments,
  spheres,
  garden,
  editor,
  videoShare,
  search,
  settings,
  ownContent,
  profile,
  postEdit,
};
