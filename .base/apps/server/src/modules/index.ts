import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageHeadResolver } from '../plugins/web-app.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { characterRoutes } from './character/routes.ts';
import { commentRoutes } from './comments/routes.ts';
import { favoriteRoutes } from './favorites/routes.ts';
import { gardenRoutes } from './garden/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { linkRoutes } from './links/routes.ts';
import { maintenanceJobs } from './maintenance/jobs.ts';
import { oembedRoutes } from './oembed/routes.ts';
import { postCreateRoutes } from './post-create/routes.ts';
import { postEditRoutes } from './post-edit/routes.ts';
import { postPageHead } from './posts/head.ts';
import { postRoutes } from './posts/routes.ts';
import { rankingCollectorPlugin } from './rankings/collector/collector-plugin.ts';
import { rankingRoutes } from './rankings/routes.ts';
import { reactionRoutes } from './reactions/routes.ts';
import { rewardRoutes } from './rewards/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { spherePageHead } from './spheres/head.ts';
import { sphereRoutes } from './spheres/routes.ts';
import { trendingRoutes } from './trending/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { userPageHead } from './users/head.ts';
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
  postRoutes,
  searchRoutes,
  reactionRoutes,
  commentRoutes,
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
  maintenanceJobs,
];

/** Per-page <head> (title, Open Graph) for links shared from the site, first match wins. */
export const pageHeadResolvers: ((app: import('fastify').FastifyInstance) => PageHeadResolver)[] = [
  postPageHead,
  spherePageHead,
  userPageHead,
];
