import { type ComponentType, createElement, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
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

/**
 * Renders a lazy piece a page can do without (the header's bell and envelope, the companion
 * badge): `placeholder` keeps its place while the chunk loads, and stays if the chunk cannot be
 * fetched (a deploy replaced it while the tab was open) — the page goes on working and the next
 * screen opened asks for a reload, instead of the whole route showing an error.
 */
export const optionalPiece = <P extends object>(
  component: LazyExoticComponent<ComponentType<P>>,
  props: P,
  placeholder: ReactNode = null,
) =>
  createElement(
    ErrorBoundary,
    { fallback: placeholder },
    createElement(Suspense, { fallback: placeholder }, createElement(component, props)),
  );

/**
 * A lazy component that can be fetched ahead of its first render (`preload`): rendered after
 * that, it renders at once instead of suspending — a route's screen over the HTML the server
 * rendered for it must hydrate in place, not show its loading state first.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A later render may try again (the chunk may be back).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => {
    if (loaded) {
      const ready = { default: loaded };
      // React reads a thenable that calls back synchronously as loaded (no suspending); a
      // resolved Promise would call back only after the render has already suspended.
      // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
    }
    return preload().then((c) => ({ default: c }));
  });
  return { component, preload };
}
