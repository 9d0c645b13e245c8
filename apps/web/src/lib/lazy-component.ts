import { type ComponentType, createElement, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Spinner } from '../components/spinner.tsx';
import { firstScreenReady } from './first-screen.ts';

/**
 * A component whose code is fetched on first render, as its own chunk. For screens a feature's
 * index.ts exports but the home page must not download with the rest of that feature (the JS
 * budget: the customizer's drag-and-drop, the login form, search results, the admin shell).
 */
export const lazyNamed = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

/** Renders a lazy component with the shared spinner while its chunk loads. */
export const suspended = <P extends object>(component: LazyExoticComponent<ComponentType<P>>, props: P) =>
  createElement(Suspense, { fallback: createElement(Spinner) }, createElement(component, props));

/**
 * Like lazyNamed, but the chunk is fetched only once the first screen has hydrated: for parts a
 * page can show a moment later (the home page's recommended spheres). Render it inside its own
 * Suspense boundary, never inside a HydrateApart piece — the first screen would wait for it and
 * it for the first screen. Over server HTML, React keeps the server's markup until it arrives.
 */
export const lazyAfterFirstScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    await firstScreenReady();
    return { default: await load() };
  });
