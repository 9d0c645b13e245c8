import { lazyNamed, suspended } from '../../lib/lazy-component.ts';

export { sphereQueryOptions, useSphere } from './api/get-sphere.ts';
export { SphereHeader } from './components/sphere-header.tsx';
export { SpherePicker } from './components/sphere-picker.tsx';
export { useSpherePostActions } from './components/sphere-post-actions.tsx';
export { SphereSections } from './components/sphere-sections.tsx';
export { SphereStaffProvider } from './components/sphere-staff-context.tsx';
export { SphereStaffMenu } from './components/sphere-staff-menu.tsx';
export { SpheresPage } from './components/spheres-page.tsx';

// The 운영진's screens load when opened.
const LazyCreateSpherePage = lazyNamed(() =>
  import('./components/create-sphere-page.tsx').then((module) => module.CreateSpherePage),
);
export const CreateSpherePage = () => suspended(LazyCreateSpherePage, {});
const LazySphereReportsPage = lazyNamed(() =>
  import('./components/sphere-reports-page.tsx').then((module) => module.SphereReportsPage),
);
export const SphereReportsPage = () => suspended(LazySphereReportsPage, {});
