// Vitest for mutation testing (Stryker): the server suite alone, on PGlite.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const contract = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@klama/contract': contract } },
  test: {
    include: ['apps/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
