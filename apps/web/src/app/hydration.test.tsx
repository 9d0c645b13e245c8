import { PassThrough } from 'node:stream';
import { act } from '@testing-library/react';
import type { UserProfile } from '@tubesphere/shared/contract/auth';
import type { Root } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server.tsx';
import { useAuthStore } from '../features/auth/index.ts';
import { SSR_PAYLOAD_ID } from '../lib/ssr-payload.ts';
import { bootApp } from './boot.tsx';
import { admin, PAGES, RENDERED_AT, signedIn } from './ssr-fixtures.ts';

/**
 * The browser's first render of a server-rendered page must be the server's HTML, or React
 * throws that HTML away (and a visitor sees the page flash). Each page is rendered here as the
 * server renders it, then hydrated as the browser does — in development React, which reports
 * every difference, attributes included, through console.error: the suite's setup fails on it.
 */

async function serverHtml(url: string, key: keyof typeof PAGES, user: UserProfile | null) {
  const rendered = await renderPage({
    url,
    page: PAGES[key]!.page,
    user,
    unreadNotifications: user ? 3 : null,
    unreadMessages: user ? 2 : null,
    renderedAt: RENDERED_AT,
  });
  const chunks: string[] = [];
  await new Promise<void>((resolve) => {
    rendered.pipe({
      write: (chunk: unknown) =>
        chunks.push(String(chunk instanceof Uint8Array ? new TextDecoder().decode(chunk) : chunk)) > 0,
      end: () => resolve(),
      on: () => undefined,
      once: () => undefined,
      emit: () => false,
      removeListener: () => undefined,
    });
  });
  // The server renderer leaves its last context values set until its next render (harmless on a
  // server, which renders nothing else); an empty render puts them back before the browser's.
  await new Promise((resolve) => {
    const sink = new PassThrough().on('end', resolve);
    sink.resume();
    renderToPipeableStream(null).pipe(sink);
  });
  return { html: chunks.join(''), payload: rendered.payload };
}

let mounted: Root | null = null;

/**
 * Only in this test do a server and a browser renderer share one JavaScript realm; React's
 * development build notices the server's markers on shared contexts and says so. Everything
 * else written to console.error fails the test.
 */
const SHARED_REALM = /^Detected multiple renderers concurrently rendering the same context provider/;
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!SHARED_REALM.test(String(args[0]))) consoleErrors.push(args);
  });
  vi.useFakeTimers({ now: RENDERED_AT, toFake: ['Date'] });
  // Nothing answers: hydration must not need the network (and must not ask for what it was given).
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  // A different person's profile in storage: the page must still start as the server's person.
  localStorage.setItem('tubesphere.auth', JSON.stringify({ isLoggedIn: true }));
  localStorage.setItem(
    'tubesphere.userProfile',
    JSON.stringify({ ...signedIn, user_id: 'user9', user_name: '다른 사람' }),
  );
  // An admin's remembered home settings, the opposite of what the server says.
  localStorage.setItem(
    'tubesphere.adminUiSettings',
    JSON.stringify({ companionVisible: true, recommendedSpheresVisible: false }),
  );
});
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
});

const cases = [
  ...(['home', 'filteredHome', 'post', 'sphere', 'user'] as const).flatMap((key) => [
    [key, 'a guest', null] as const,
    [key, 'a member', signedIn] as const,
  ]),
  ['adminHome', 'an admin', admin] as const,
];

describe('hydrating server-rendered pages', () => {
  it.each(cases)('%s for %s hydrates without a difference or a request for its data', async (key, _who, user) => {
    const { url } = PAGES[key]!;
    const { html, payload } = await serverHtml(url, key, user);
    // The browser hydrates later than the server rendered: past the minute, hour and day that
    // the fixtures' times sit just under, so anything counting from its own clock would differ.
    vi.setSystemTime(RENDERED_AT + 90_000);
    window.history.replaceState(null, '', url);
    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${SSR_PAYLOAD_ID}">${payload}</script>`;
    const root = document.getElementById('root') as HTMLElement;
    const before = root.innerHTML;
    await act(async () => {
      mounted = await bootApp(root);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(consoleErrors.map((args) => args.map(String).join(' ').slice(0, 600))).toEqual([]);
    // Every piece hydrated: the page says it answers to input.
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true);
    expect(useAuthStore.getState().user?.user_id ?? null).toBe(user?.user_id ?? null);
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(
      asked.filter(
        (path) => !path.startsWith('/api/auth/me') && !path.includes('/character/') && !path.includes('/garden/'),
      ),
    ).toEqual([]);
    // Hydration kept the server's nodes; after it, relative times may move on with the clock.
    expect(root.innerHTML.length).toBeGreaterThan(before.length / 2);
    if (key === 'post') expect(root.textContent).toContain('좋은 영상 감사해요');
  });
});
