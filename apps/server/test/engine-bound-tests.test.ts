import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the test runner's, without types
import { engineBoundTests } from '../../../scripts/engine-bound-tests.mjs';

const listBound = engineBoundTests as (root: string) => string[];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'engine-bound-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the test files npm test runs again on PostgreSQL and Redis', () => {
  it('are those that read an engine setting, themselves or through what they import, cycles included', () => {
    const root = tree({
      'apps/server/test/harness.ts': 'export const url = process.env.TEST_DATABASE_URL;\n',
      'apps/server/test/helpers/index.ts': "export * from '../harness.js';\n",
      'apps/server/test/direct.test.ts': 'const redis = process.env.TEST_REDIS_URL;\n',
      'apps/server/test/through-helper.test.ts': "import { url } from './helpers/index.js';\n",
      'apps/server/test/area/deep.test.ts': "import { url } from '../harness.js';\n",
      'apps/server/test/pure.test.ts': "import { add } from '../src/add.js';\n",
      'apps/server/src/add.ts': 'export const add = (a: number, b: number) => a + b; // TEST_DATABASE_URLS is not a setting\n',
      'apps/server/test/cycle-a.ts': "import './cycle-b.js';\n",
      'apps/server/test/cycle-b.ts': "import './cycle-a.js';\nimport './harness.js';\n",
      'apps/server/test/cycle.test.ts': "import './cycle-a.js';\n",
      // the cycle entered where the setting is not: a file first seen inside a cycle must not be settled early
      'apps/server/test/x.ts': "import './y.js';\nimport './harness.js';\n",
      'apps/server/test/y.ts': "import './x.js';\n",
      'apps/server/test/enters-x.test.ts': "import './x.js';\n",
      'apps/server/test/enters-y.test.ts': "import './y.js';\n",
      'apps/server/test/pure-cycle-a.ts': "import './pure-cycle-b.js';\n",
      'apps/server/test/pure-cycle-b.ts': "import './pure-cycle-a.js';\n",
      'apps/server/test/pure-cycle.test.ts': "import './pure-cycle-a.js';\n",
      'apps/server/test/dynamic.test.ts': "const { url } = await import('./harness.js');\n",
      'packages/contract/src/shape.test.ts': "import { z } from 'zod';\n",
      'apps/server/node_modules/dep/x.test.ts': 'process.env.TEST_DATABASE_URL;\n',
    });
    expect(listBound(root)).toEqual([
      'apps/server/test/area/deep.test.ts',
      'apps/server/test/cycle.test.ts',
      'apps/server/test/direct.test.ts',
      'apps/server/test/dynamic.test.ts',
      'apps/server/test/enters-x.test.ts',
      'apps/server/test/enters-y.test.ts',
      'apps/server/test/through-helper.test.ts',
    ]);
  });

  it('in this repository: the API tests through the harness, not the pure ones', () => {
    const repo = fileURLToPath(new URL('../../..', import.meta.url));
    const bound = listBound(repo);
    expect(bound).toEqual(
      expect.arrayContaining(['apps/server/test/catalogue/discover.test.ts', 'apps/server/test/accounts/auth.test.ts']),
    );
    expect(bound).not.toContain('apps/server/test/search/index/pg-trigrams.test.ts');
    expect(bound).not.toContain('apps/server/test/gc-tuning.test.ts');
  });
});
