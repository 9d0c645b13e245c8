import { afterAll, beforeAll } from 'vitest';
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from '../../src/fakes/index.ts';
import { createTestApp, signInAdmin, type TestApp } from '../helpers/test-app.ts';

/**
 * One fake upstream server and one app (own database) for a test file; the app's provider
 * settings point at the fakes. `env` adds or overrides settings (e.g. a magic key).
 */
export function useFakesAndApp(env: Record<string, string> = {}) {
  const ctx = {} as { fakes: FakeProviders; t: TestApp };
  beforeAll(async () => {
    ctx.fakes = await startFakeProviders();
    ctx.t = await createTestApp({ env: { ...fakeProviderEnv(ctx.fakes), ...env } });
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.fakes?.close();
  });
  return ctx;
}

/** One admin session per test file: logging in for every test would trip the login rate limit. */
export function cachedAdminCookie(ctx: { t: TestApp }) {
  let cookie: string | undefined;
  return async () => {
    if (!cookie) cookie = (await signInAdmin(ctx.t.app)).cookie;
    return cookie;
  };
}
