import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { characterRoutes } from './character/routes.ts';
import { commentRoutes } from './comments/routes.ts';
import { discoveryRoutes } from './discovery/routes.ts';
import { favoriteRoutes } from './favorites/routes.ts';
import { gardenRoutes } from './garden/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { linkRoutes } from './links/routes.ts';
import { maintenanceJobs } from './maintenance/jobs.ts';
import { reportRoutes } from './moderation/reports/routes.ts';
import { momentsPlugin } from './moments/index.ts';
import { notificationsPlugin } from './notifications/plugin.ts';
import { oembedRoutes } from './oembed/routes.ts';
import { playlistsPlugin } from './playlists/index.ts';
import { postCreateRoutes } from './post-create/routes.ts';
import { postEditRoutes } from './post-edit/routes.ts';
import { feedServicePlugin } from './posts/feed-service-plugin.ts';
import { postRoutes } from './posts/routes.ts';
import { rankingCollectorPlugin } from './rankings/collector/collector-plugin.ts';
import { rankingRoutes } from './rankings/routes.ts';
import { reactionRoutes } from './reactions/routes.ts';
import { rewardRoutes } from './rewards/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { sphereRoutes } from './spheres/routes.ts';
import { trendingRoutes } from './trending/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { userRoutes } from './users/routes.ts';
import { providerRoutes } from './youtube/provider-routes.ts';

/** Every API module; buildApp registers them in this order. One line per module. */
export const routeModules: FastifyPluginAsyncZod[] = [
  // Decorates app.rankingCollector, which the admin routes use: first.
  rankingCollectorPlugin,
  healthRoutes,
  authRoutes,
  adminRoutes,
  userRoutes,
  rewardRoutes,
  characterRoutes,
  // Decorates app.feedService, which the post routes and the rendered pages use.
  feedServicePlugin,
  postRoutes,
  searchRoutes,
  reactionRoutes,
  commentRoutes,
  momentsPlugin,
  playlistsPlugin,
  sphereRoutes,
  gardenRoutes,
  postCreateRoutes,
  postEditRoutes,
  uploadRoutes,
  linkRoutes,
  oembedRoutes,
  providerRoutes,
  trendingRoutes,
  rankingRoutes,
  favoriteRoutes,
  notificationsPlugin,
  reportRoutes,
  maintenanceJobs,
  // Sitemaps, RSS, robots.txt and the web app manifest (outside /api).
  discoveryRoutes,
];
