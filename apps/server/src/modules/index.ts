import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageHeadResolver } from '../plugins/web-app.ts';
import { authRoutes } from './auth/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { rewardRoutes } from './rewards/routes.ts';
import { userRoutes } from './users/routes.ts';

/** Every API module; buildApp registers them in this order. One line per module. */
export const routeModules: FastifyPluginAsyncZod[] = [healthRoutes, authRoutes, userRoutes, rewardRoutes];

/** Per-page <head> (title, Open Graph) for links shared from the site, first match wins. */
export const pageHeadResolvers: ((app: import('fastify').FastifyInstance) => PageHeadResolver)[] = [];
