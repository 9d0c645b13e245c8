import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker (a server process and a browser) per core; E2E_WORKERS=1 on a busy machine.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : os.availableParallelism(),
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker (precache, offline shell) is tested on its own in ssr-seo.spec.ts;
    // elsewhere it would only add an install per test and requests Playwright cannot see.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
});
