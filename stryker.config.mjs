// Mutation testing of the server's code, one folder at a time against its own tests, e.g.
//   MUTATION_TESTS='apps/server/test/people/**/*.test.ts' npm run test:mutation -- --mutate 'apps/server/src/people/**/*.ts'
// Runs are incremental (reports/mutation/stryker-incremental.json), so a re-run only tests what changed
// (`--force` tests everything). Commands and the score per folder: docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Every file of the server. Left out, because a mutant there can only be activated in a process
  // Stryker does not control: the process entry points (`main.ts` and the command-line scripts in
  // `cli/`), which the tests run as spawned child processes that never see the active mutant, so
  // every mutant would "survive" whatever the tests check.
  mutate: ['apps/server/src/**/*.ts', '!apps/server/src/main.ts', '!apps/server/src/cli/**', '!apps/server/src/**/*.d.ts'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  concurrency: 2,
  // A hung mutant (an endless loop, a query that never returns) costs a minute. Not less: a runner that
  // starts (or restarts after a timeout) rebuilds the template databases inside its first mutant's
  // run, and a shorter limit turned that start-up into false "timeouts" on the shared machine.
  timeoutMS: 60_000,
  // Static mutants (code that runs while a test file's beforeAll builds the app: route paths, route
  // options, hooks) are tested, not ignored: each runs every included test file with the mutant active
  // from the start. Narrow the tests to the folder's own (MUTATION_TESTS, vitest.mutation.config.ts)
  // to keep that affordable (docs/testing.md).
  ignoreStatic: false,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
