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
  // a hung mutant (an endless loop, a query that never returns) costs seconds, not minutes
  timeoutMS: 10_000,
  // Static mutants (module-level constants, route registration) run only while the app is built in a
  // test file's beforeAll: each would need a reload and the whole server suite (about two minutes
  // apiece here). They are reported as ignored, not scored; docs/testing.md counts them per folder.
  ignoreStatic: true,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
