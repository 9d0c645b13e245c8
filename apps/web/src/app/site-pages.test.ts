import { CLIENT_PAGE_PATHS, classifySitePath, SERVER_PAGE_PATHS } from '@tubesphere/shared/domain/site-pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

/** Every path the router renders outside /admin, as written in router.tsx (without the leading slash). */
function routerPaths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === 'admin/*' || route.path === '*') return [];
    const path = route.index ? prefix : route.path ? [prefix, route.path].filter(Boolean).join('/') : prefix;
    const own = route.index || (route.path && !route.children) ? [path] : [];
    return [...own, ...routerPaths(route.children ?? [], path)];
  });
}

const sample = (path: string) =>
  `/${path.replace(':postId', 'post1').replace(':sphereId', '1').replace(':userId', 'user1')}`;

describe('the server’s page table', () => {
  it('knows every page of the router, and no page the router lacks', () => {
    const known = [...SERVER_PAGE_PATHS, ...CLIENT_PAGE_PATHS].sort();
    expect(routerPaths(routes).sort()).toEqual(known);
  });

  it('classifies each router page as known', () => {
    for (const path of routerPaths(routes)) expect(classifySitePath(sample(path)).kind, path).not.toBe('unknown');
  });
});
