import { type ComponentType, createElement, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Spinner } from '../components/spinner.tsx';

/**
 * A component whose code is fetched on first render, as its own chunk. For screens a feature's
 * index.ts exports but the home page must not download with the rest of that feature (issue 9's
 * budget: the customizer's drag-and-drop, the login form, search results, the admin shell).
 */
export const lazyNamed = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

/** Renders a lazy component with the shared spinner while its chunk loads. */
export const suspended = <P extends object>(component: LazyExoticComponent<ComponentType<P>>, props: P) =>
  createElement(Suspense, { fallback: createElement(Spinner) }, createElement(component, props));
