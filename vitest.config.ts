import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-fail-on-console.ts', './packages/shared/src/contract/korean-messages.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../scripts/vitest-fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-fail-on-console.ts', './packages/shared/src/contract/korean-messages.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One file per core at a time, each with its own database (`--maxWorkers n` overrides).
          maxWorkers: os.availableParallelism(),
        },
      },
    ],
  },
});
