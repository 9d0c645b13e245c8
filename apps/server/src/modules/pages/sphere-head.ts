import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { type PageHead, SITE_NAME } from './html-head.ts';

/** The head of /sphere/{sphereId}: a shared link says which sphere and what it is for. */
export const spherePageHead = (sphere: Sphere): PageHead => ({
  title: `${sphere.name} 스피어 | ${SITE_NAME}`,
  description: sphere.description,
});
