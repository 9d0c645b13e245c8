import { randomBytes } from 'node:crypto';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN, type RunningServer, startServer } from './support/server.ts';

export interface SignedInUser {
  userId: string;
  email: string;
  password: string;
  name: string;
}

interface WorkerFixtures {
  server: RunningServer;
  /** The admin's session cookie value, made once per worker (login is rate-limited per address). */
  adminSessionCookie: string;
}

/**
 * Console errors every page may print, each with its reason. Anything else fails the test that
 * caused it: an unnoticed console.error is a bug (as in the vitest suites).
 */
const EXPECTED_CONSOLE_ERRORS: { pattern: RegExp; reason: string }[] = [
  {
    // Chromium reports every 4xx answer of fetch() in the console; the app handles them (a form's
    // error message, a not-found screen, a guest asked to sign in). 5xx stay unexpected.
    pattern: /^Failed to load resource: the server responded with a status of 4\d\d/,
    reason: 'handled 4xx answers',
  },
  {
    // A provider without its key answers 503, a failing one 502 (providers/provider-error.ts); the
    // page shows which key is missing or what the provider said. Only the provider routes.
    pattern:
      /^Failed to load resource: the server responded with a status of 50[23] .*\/api\/(youtube|news|naver|real-estate)\//,
    reason: 'provider pages without a key or with a failing provider',
  },
  {
    // The test machine has no internet: YouTube thumbnails and other third-party images cannot
    // load there (the page keeps their fixed-size frames). Our own origin is never excused.
    pattern:
      /^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE|CONNECTION_REFUSED|CONNECTION_TIMED_OUT|TIMED_OUT) \(https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/,
    reason: 'third-party resources offline',
  },
];

interface TestFixtures {
  /** Patterns allowConsoleError added for this test. */
  consoleAllowList: RegExp[];
  /** Lets this test's page print a console error it provokes on purpose; the reason is required. */
  allowConsoleError: (pattern: RegExp, reason: string) => void;
  /** Creates a fresh user through the API and puts its session cookie in this page's context. */
  signIn: (name?: string) => Promise<SignedInUser>;
  /** Signs this page's context in as the seeded admin. */
  signInAsAdmin: () => Promise<SignedInUser>;
}

async function sessionFrom(context: BrowserContext, baseURL: string, path: string, body: object) {
  const response = await context.request.post(`${baseURL}${path}`, { data: body });
  expect(response.ok(), `${path} → ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()).user as { user_id: string; user_name: string };
}

/**
 * A server-rendered page shows its buttons before the app has hydrated them: after each goto and
 * reload, wait until the app answers to input (html[data-app-ready], apps/web/src/app/app.tsx).
 * Every test page gets this; a page a test opens itself (a second browser) must ask for it.
 */
export function awaitAppOnVisits(page: Page): Page {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        // Only the site's own pages (the API reference is another app).
        await page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
          undefined,
          { timeout: 15_000 },
        );
        return response;
      },
    });
  }
  return page;
}

/**
 * One server per worker (real process, fresh database with demo content); pages get baseURL.
 * Tests create their own users so they never depend on each other.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  adminSessionCookie: [
    async ({ server }, use) => {
      const response = await fetch(`${server.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
      });
      const cookie = /ts_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      if (!response.ok || !cookie) throw new Error(`admin login failed: ${response.status}`);
      await use(cookie);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  consoleAllowList: async ({}, use) => use([]),
  allowConsoleError: async ({ consoleAllowList }, use) => {
    await use((pattern, reason) => {
      if (!reason) throw new Error('say why this console error is expected');
      consoleAllowList.push(pattern);
    });
  },
  page: async ({ page, consoleAllowList, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) awaitAppOnVisits(page);
    // Any uncaught page error or unexpected console error fails the test: silence is a feature.
    const errors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    const allowed = [...EXPECTED_CONSOLE_ERRORS.map((e) => e.pattern), ...consoleAllowList];
    const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, 'unexpected console errors in the page').toEqual([]);
  },
  signIn: async ({ context, server }, use) => {
    await use(async (name = 'E2E사용자') => {
      const email = `e2e-${randomBytes(4).toString('hex')}@test.kr`;
      const password = 'password-123';
      const user = await sessionFrom(context, server.baseURL, '/api/auth/signup', { email, password, user_name: name });
      return { userId: user.user_id, email, password, name };
    });
  },
  signInAsAdmin: async ({ context, server, adminSessionCookie }, use) => {
    await use(async () => {
      await context.addCookies([{ name: 'ts_session', value: adminSessionCookie, url: server.baseURL }]);
      const response = await context.request.get(`${server.baseURL}/api/auth/me`);
      const { user } = (await response.json()) as { user: { user_id: string; user_name: string } | null };
      if (!user) throw new Error('the shared admin session is gone (did a test log the admin out?)');
      return { userId: user.user_id, email: E2E_ADMIN.email, password: E2E_ADMIN.password, name: user.user_name };
    });
  },
});

export { E2E_ADMIN, expect, type Page };
