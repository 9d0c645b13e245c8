import type { FastifyInstance } from 'fastify';
import type { PageHeadResolver } from '../../plugins/web-app.ts';
import { findSphere } from './repository.ts';

/** Open Graph for /sphere/{sphereId}: a shared link says which sphere and what it is for. */
export const spherePageHead =
  (app: FastifyInstance): PageHeadResolver =>
  async (pathname) => {
    const match = /^\/sphere\/([1-9][0-9]{0,8})\/?$/.exec(pathname);
    if (!match) return null;
    const sphere = await findSphere(app.db, Number(match[1]), null);
    if (!sphere) return null;
    return { title: `${sphere.name} 스피어 | 튜브스피어`, description: sphere.description };
  };
