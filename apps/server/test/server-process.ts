/** `npm start`'s server process for tests: the built main.js in a child, on PGlite in a fresh data folder. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const running = new Set<ChildProcess>();

/** Kills every server a test started and left running (one that failed before stopping it): call in afterEach. */
export function killLeftServers() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Compiles the server (main.js and the scripts) as `npm start` and `npm run …` run them. */
export function buildServer(): void {
  execFileSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'pipe' });
}

export interface ServerProcess {
  child: ChildProcess;
  dataDir: string;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server and resolves once it says it is serving (rejects, with its output, if it exits first). */
export async function startServerProcess(env: Record<string, string>, dataDir = mkdtempSync(join(tmpdir(), 'klama-start-'))) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|REDIS_URL|JWT_SECRET)$/.test(k)));
  const child = spawn(process.execPath, ['apps/server/dist/src/main.js'], {
    cwd: root,
    env: { ...clean, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('K-lama is serving')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`the server exited before serving:\n${output}`)));
  });
  return { child, dataDir, output: () => output, exited } satisfies ServerProcess;
}
