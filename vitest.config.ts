import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const contract = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@klama/contract': contract } },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two, which left a core idle while a test file
    // waited on PostgreSQL, a timer or a child process. Test files are independent (a database, Redis namespace and
    // port of their own; the web build behind a lock), so two run at once. TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
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
        // two files at once against the one server global setup starts (a fifth faster than one at a time on this
        // two-core machine, busy with other work): each file signs up its own users, the console's suite puts back
        // what it changes, and the console's sign-ins are spread over three admins (docs/testing.md)
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
