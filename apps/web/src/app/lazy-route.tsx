import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { preloadableLazy } from '../lib/lazy-component.ts';
import { ScreenBoundary } from './error-boundary.tsx';

// Feature modules also export hooks and helpers; only the named page is looked up.
export type PageModule = Record<string, unknown>;

/** What `handle` holds on a lazy route: its screen's code, to fetch before rendering it. */
export interface LazyHandle {
  preload: () => Promise<unknown>;
}

/**
 * Route-level code splitting: each feature's screens load when first visited (or before
 * hydrating the page the server rendered: `preloadScreens`).
 */
export const page = (load: () => Promise<PageModule>, name: string): Pick<RouteObject, 'element' | 'handle'> => {
  const { component, preload } = preloadableLazy(async () => {
    const Component = (await load())[name];
    if (typeof Component !== 'function') throw new Error(`feature does not export ${name}`);
    return Component as React.ComponentType;
  });
  return { element: createElement(component), handle: { preload } satisfies LazyHandle };
};

/**
 * The screens of a layout, inside it: a screen that fails to load or render shows RouteError in
 * the layout's content area (header and navigation stay), and while the first screen's code
 * loads, a spinner stands there.
 */
export const screens = (children: RouteObject[]): RouteObject[] => [{ element: <ScreenBoundary />, children }];
