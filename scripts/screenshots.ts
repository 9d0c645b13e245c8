// Screenshots of every route at 1280 and 375 px, light and dark, into ./screenshots/ — for a
// person to look at (not part of npm test). The server runs with demo data and the provider
// fakes (DEMO_PROVIDERS=1); routes are visited as the admin, /login as a guest.
//   npm run screenshots                       builds the web app, then shoots everything
//   WEB_DIST_DIR=/tmp/web node --import tsx scripts/screenshots.ts [filter]   an existing build
// A filter is a comma-separated list of path parts (`rank,admin/query`); `=/` matches one path exactly.
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import {
  ALL_ROUTES,
  type AppRoute,
  openRoute,
  ownPartyId,
  pendingPostId,
  publicAuthorId,
  publicPostId,
  type RouteIds,
  resolvePath,
} from '../e2e/support/routes.ts';
import { E2E_ADMIN, startServer } from '../e2e/support/server.ts';

const OUT = path.resolve(import.meta.dirname, '../screenshots');
const WIDTHS = [1280, 375] as const;
const SCHEMES = ['light', 'dark'] as const;
const filters = process.argv[2]?.split(',').filter(Boolean) ?? [];
const wanted = (route: AppRoute) =>
  filters.length === 0 || filters.some((f) => (f.startsWith('=') ? route.path === f.slice(1) : route.path.includes(f)));

const fileName = (route: AppRoute, width: number, scheme: string) =>
  `${width}-${scheme}-${route.path === '/' ? 'home' : route.path.slice(1).replace(/[/:]/g, '_')}.png`;

/** Elements that stick out past the right edge of the viewport (the cause of sideways scroll). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} → ${Math.round(el.getBoundingClientRect().right)}px`,
      );
  });

/** The admin's signed-in browser state, made once: logins are rate-limited per address. */
type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

async function shoot(
  browser: Browser,
  baseURL: string,
  admin: { ids: RouteIds; state: SignedIn },
  width: number,
  scheme: (typeof SCHEMES)[number],
) {
  const ids = admin.ids;
  const context = await browser.newContext({
    baseURL,
    storageState: admin.state,
    viewport: { width, height: width === 375 ? 812 : 900 },
    colorScheme: scheme,
    // Still pictures: charts and transitions skip their animations.
    reducedMotion: 'reduce',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    deviceScaleFactor: 1,
  });
  const guest = await browser.newContext({
    baseURL,
    viewport: { width, height: 812 },
    colorScheme: scheme,
    reducedMotion: 'reduce',
    locale: 'ko-KR',
  });
  for (const route of ALL_ROUTES) {
    if (!wanted(route)) continue;
    const page = await (['/login', '/forgot-password'].includes(route.path) ? guest : context).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await openRoute(page, route, resolvePath(route, ids));
      const file = fileName(route, width, scheme);
      await page.screenshot({ path: path.join(OUT, file), fullPage: true, animations: 'disabled' });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      const notes = [
        scroll > width ? `scrolls sideways (${scroll}px): ${(await overflowing(page)).join(', ')}` : '',
        errors.length ? `page errors: ${errors.join('; ')}` : '',
      ].filter(Boolean);
      console.log(`${notes.length ? '!' : '✓'} ${file}${notes.length ? `\n    ${notes.join('\n    ')}` : ''}`);
    } catch (error) {
      console.log(`✘ ${route.path} ${width} ${scheme}: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await page.close();
    }
  }
  await context.close();
  await guest.close();
}

const server = await startServer({ DEMO_PROVIDERS: '1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  fs.mkdirSync(OUT, { recursive: true });
  // One public post and its author (read before the admin's own pending post tops the admin's
  // feed) and one pending post for the admin detail page and the editor, shared by every pass.
  const setup = await browser.newContext({ baseURL: server.baseURL });
  const publicPost = await publicPostId(setup.request);
  const profileUser = await publicAuthorId(setup.request);
  const login = await setup.request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
  const pendingPost = await pendingPostId(setup.request);
  const party = ALL_ROUTES.some((route) => route.path === '/watch/:partyId' && wanted(route))
    ? await ownPartyId(setup.request)
    : undefined;
  const admin = {
    // The admin wrote the pending post, so it is also the one the editor opens.
    ids: { publicPost, pendingPost, ownPost: pendingPost, profileUser, party },
    state: await setup.storageState(),
  };
  await setup.close();
  for (const scheme of SCHEMES) for (const width of WIDTHS) await shoot(browser, server.baseURL, admin, width, scheme);
  console.log(`\nscreenshots in ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
