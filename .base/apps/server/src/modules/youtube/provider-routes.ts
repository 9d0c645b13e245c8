import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { naverRoutes } from '../naver/routes.ts';
import { newsRoutes } from '../news/routes.ts';
import { realEstateRoutes } from '../real-estate/routes.ts';
import { youtubeRoutes } from './routes.ts';

/** Spec §7 admin provider calls (YouTube, NewsAPI, Naver, data.go.kr) as one registration. */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(youtubeRoutes);
  await app.register(newsRoutes);
  await app.register(naverRoutes);
  await app.register(realEstateRoutes);
};
