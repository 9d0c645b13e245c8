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

interface TestFixtures {
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
  page: async ({ page }, use) => {
    // Any uncaught page error fails the test: silence is a feature.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
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
