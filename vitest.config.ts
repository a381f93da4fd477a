import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const contract = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@klama/contract': contract } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // 15 s: a test that loads lazy chunks in jsdom takes seconds on a loaded machine (none of these is a speed check)
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
