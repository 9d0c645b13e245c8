import type { FastifyPluginAsync } from 'fastify';
import { accountsModule } from './accounts/index.ts';
import { adminModule } from './admin/index.ts';
import { auditModule } from './audit/index.ts';
import { authModule } from './auth/index.ts';
import { awayMailModule } from './away-mail/index.ts';
import { blocksModule } from './blocks/index.ts';
import { bookmarksModule } from './bookmarks/index.ts';
import { characterModule } from './character/index.ts';
import { commentsModule } from './comments/index.ts';
import { discoveryModule } from './discovery/index.ts';
import { favoritesModule } from './favorites/index.ts';
import { followsModule } from './follows/index.ts';
import { gardenModule } from './garden/index.ts';
import { healthModule } from './health/index.ts';
import { linksModule } from './links/index.ts';
import { mailModule } from './mail/index.ts';
import { maintenanceModule } from './maintenance/index.ts';
import { messagesModule } from './messages/index.ts';
import { moderationModule } from './moderation/index.ts';
import { modlogModule } from './modlog/index.ts';
import { momentsModule } from './moments/index.ts';
import { naverModule } from './naver/index.ts';
import { newsModule } from './news/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { oauthModule } from './oauth/index.ts';
import { oembedModule } from './oembed/index.ts';
import { playlistsModule } from './playlists/index.ts';
import { postCreateModule } from './post-create/index.ts';
import { postEditModule } from './post-edit/index.ts';
import { postsModule } from './posts/index.ts';
import { pushModule } from './push/index.ts';
import { rankingsModule } from './rankings/index.ts';
import { reactionsModule } from './reactions/index.ts';
import { realEstateModule } from './real-estate/index.ts';
import { rewardsModule } from './rewards/index.ts';
import { searchModule } from './search/index.ts';
import { spamModule } from './spam/index.ts';
import { spheresModule } from './spheres/index.ts';
import { trendingModule } from './trending/index.ts';
import { trustModule } from './trust/index.ts';
import { twoFactorModule } from './two-factor/index.ts';
import { uploadsModule } from './uploads/index.ts';
import { usersModule } from './users/index.ts';
import { watchPartiesModule } from './watch-parties/index.ts';
import { youtubeModule } from './youtube/index.ts';

/**
 * Every API module, one line each, in the order buildApp registers them: a module comes after
 * the modules whose decorations it reads (its plugin's `dependencies` say which, and registration
 * fails if one is missing). The pages (modules/pages) come last, after the static files.
 */
export const apiModules: FastifyPluginAsync[] = [
  auditModule,
  // Read by sign-up and e-mail change.
  spamModule,
  healthModule,
  // Its storage is read by 회원 탈퇴 (auth) and profile pictures (users).
  uploadsModule,
  // Before sign-in (auth, oauth end in its step) and before every module with /api/admin routes.
  twoFactorModule,
  authModule,
  // Read by the feeds, search, comment lists and notifications: early.
  blocksModule,
  // Mail, then the account layer that writes it, then sign-in providers (they start sessions).
  mailModule,
  awayMailModule,
  accountsModule,
  oauthModule,
  rewardsModule,
  adminModule,
  rankingsModule,
  usersModule,
  trustModule,
  characterModule,
  commentsModule,
  momentsModule,
  playlistsModule,
  watchPartiesModule,
  postsModule,
  bookmarksModule,
  searchModule,
  reactionsModule,
  spheresModule,
  followsModule,
  gardenModule,
  linksModule,
  postCreateModule,
  postEditModule,
  oembedModule,
  youtubeModule,
  newsModule,
  naverModule,
  realEstateModule,
  trendingModule,
  favoritesModule,
  // Notifications and 쪽지 queue pushes: before them.
  pushModule,
  notificationsModule,
  messagesModule,
  moderationModule,
  modlogModule,
  maintenanceModule,
  discoveryModule,
];
