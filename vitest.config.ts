import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const contract = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@klama/contract': contract } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'server', include: ['apps/server/**/*.test.ts', 'packages/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['apps/web/src/test/setup.ts'] },
      },
    ],
  },
});
