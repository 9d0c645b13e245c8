export { recommendedSpheresQueryOptions, useRecommendedSpheres } from './api/get-recommended-spheres.ts';
export { RecommendedSpheresCard } from './components/recommended-spheres-card.tsx';
