export { recommendedSpheresQueryOptions, useRecommendedSpheres } from './api/get-recommended-spheres.ts';
export { sphereQueryOptions, useSphere } from './api/get-sphere.ts';
export { RecommendedSpheresCard } from './components/recommended-spheres-card.tsx';
export { SphereHeader } from './components/sphere-header.tsx';
export { SpherePicker } from './components/sphere-picker.tsx';
export { SpheresPage } from './components/spheres-page.tsx';
