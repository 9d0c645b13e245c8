import { type BrowserContext, type Cookie, request } from '@playwright/test';
import { test as base, type SignedInUser } from './fixtures.ts';
import { E2E_ADMIN, type RunningServer, startServer } from './support/server.ts';

/**
 * The tester specs run the real server with DEMO_PROVIDERS=1: every provider answers from the
 * built-in fakes, exactly as `npm start` would offline. Thumbnails point at the real image hosts;
 * the browser gets a small generated picture instead, so nothing leaves the machine.
 */
export const test = base.extend<
  { offlineImages: null },
  { server: RunningServer; adminSession: { cookies: Cookie[]; user: SignedInUser } }
>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
    async ({}, use) => {
      const server = await startServer({ DEMO_PROVIDERS: '1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // One admin login per worker: a login per test would trip the login rate limit (10 per 10 min).
  adminSession: [
    async ({ server }, use) => {
      const api = await request.newContext({ baseURL: server.baseURL });
      const response = await api.post('/api/auth/login', {
        data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      });
      if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
      const { user } = (await response.json()) as { user: { user_id: string; user_name: string } };
      const { cookies } = await api.storageState();
      await use({
        cookies,
        user: { userId: user.user_id, email: E2E_ADMIN.email, password: E2E_ADMIN.password, name: user.user_name },
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  signInAsAdmin: async ({ context, adminSession }, use) => {
    await use(async () => {
      await context.addCookies(adminSession.cookies);
      return adminSession.user;
    });
  },
  offlineImages: [
    async ({ context, server }, use) => {
      await serveImagesLocally(context, server.baseURL);
      await use(null);
    },
    { auto: true },
  ],
});

async function serveImagesLocally(context: BrowserContext, baseURL: string) {
  await context.route(
    (url) => !url.href.startsWith(baseURL),
    (route) => {
      let hash = 0;
      for (const ch of route.request().url()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
      const hue = hash % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,42%)"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/></svg>`;
      return route.request().resourceType() === 'image'
        ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg })
        : route.abort();
    },
  );
}

export { E2E_ADMIN, expect, type Page } from './fixtures.ts';
