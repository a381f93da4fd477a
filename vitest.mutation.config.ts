// Vitest for mutation testing (Stryker): the server suite on PGlite, or only the tests named in
// MUTATION_TESTS (comma-separated globs), e.g. MUTATION_TESTS='apps/server/test/people/**/*.test.ts'.
// A narrowed run also narrows what a static mutant costs: it runs every included test file.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const contract = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const include = process.env.MUTATION_TESTS?.split(',').filter(Boolean) ?? ['apps/server/**/*.test.ts'];

export default defineConfig({
  resolve: { alias: { '@klama/contract': contract } },
  test: {
    include,
    environment: 'node',
    // test-app.ts: a mutant that breaks building the app fails the tests instead of skipping them
    env: { KLAMA_MUTATION_RUN: '1' },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
