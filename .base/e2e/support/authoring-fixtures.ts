import { type APIRequestContext, expect } from '@playwright/test';
import { test as base, E2E_ADMIN } from '../fixtures.ts';
import { type AuthoringSite, startAuthoringSite } from './authoring-site.ts';
import { startServer } from './server.ts';

/** The app fixtures, with the worker's server allowed to preview this worker's site. */
export const test = base.extend<object, { site: AuthoringSite }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
    async ({}, use) => {
      const site = await startAuthoringSite();
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ site }, use) => {
      const server = await startServer({
        SAFE_FETCH_TEST_ALLOW: `127.0.0.1:${site.port}`,
        YOUTUBE_OEMBED_URL: `${site.origin}/oembed`,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/** Confirms a post the way an admin does (POST /api/admin/posts/confirm), from its own session. */
export async function confirmAsAdmin(request: APIRequestContext, baseURL: string, postId: string): Promise<void> {
  const login = await request.post(`${baseURL}/api/auth/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBeTruthy();
  const confirm = await request.post(`${baseURL}/api/admin/posts/confirm`, {
    data: { adminKey: E2E_ADMIN.key, postId },
  });
  expect(confirm.ok(), await confirm.text()).toBeTruthy();
}

/** A 48 × 32 PNG. */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASElEQVR4nO2WgQkAMAzC+qD4/zXZGR0l0ANENHZIv7pZV4CCqkMxQ9iyruMHwVgdihnClnUdQvigVYdihrBllUMVjHE6ODyuD3Abooh6VsFvAAAAAElFTkSuQmCC',
  'base64',
);

export { expect };
