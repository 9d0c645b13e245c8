// Joining and leaving a sphere, and the home page's recommended-spheres card built on them: a
// feature of its own so that the home page, whose card's 가입 must work as soon as it shows, loads
// this small piece with the feed instead of the spheres feature's pages, staff tools and schemas.
export { recommendedSpheresQueryOptions, useRecommendedSpheres } from './api/get-recommended-spheres.ts';
export {
  restoreSphereCaches,
  type SphereCacheSnapshot,
  snapshotSphereCaches,
  updateSphereInCaches,
} from './api/sphere-cache.ts';
export { MembershipButton } from './components/membership-button.tsx';
export { RecommendedSpheresCard } from './components/recommended-spheres-card.tsx';
