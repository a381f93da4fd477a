// Mutation testing of the server's domain code: `npm run test:mutation` (all folders) or one folder at a
// time, e.g. `npm run test:mutation -- --mutate 'apps/server/src/search/**/*.ts'`. Runs are incremental
// (reports/stryker-incremental.json), so a re-run only tests what changed. Scores: docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'apps/server/src/{catalogue,search,collections,people,library,accounts,recommendations,importer}/**/*.ts',
    '!apps/server/src/**/*.d.ts',
  ],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  concurrency: 2,
  timeoutMS: 30_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
