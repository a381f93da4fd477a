/** The token signing key: JWT_SECRET when set, else one generated once into DATA_DIR and reused. */
import * as fs from 'node:fs';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveJwtSecret } from '../../src/accounts/jwt-secret.js';

// the real file system, with existsSync and writeFileSync open to a test that stages a race or a full disk
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  return { ...real, existsSync: vi.fn(real.existsSync), writeFileSync: vi.fn(real.writeFileSync) };
});
afterEach(() => vi.mocked(fs.writeFileSync).mockReset());

const text = (key: Uint8Array) => new TextDecoder().decode(key);

describe('the JWT signing key', () => {
  it('is JWT_SECRET when it is set, and then nothing is written', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'klama-jwt-')), 'data');
    expect(text(resolveJwtSecret({ jwtSecret: 'configured-secret', dataDir }))).toBe('configured-secret');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('is generated once into a new DATA_DIR, private to the owner, and the same on every start', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'klama-jwt-')), 'nested', 'data');
    const first = text(resolveJwtSecret({ jwtSecret: undefined, dataDir }));
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(Buffer.from(first, 'base64url')).toHaveLength(48);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(text(resolveJwtSecret({ jwtSecret: undefined, dataDir }))).toBe(first);
    const other = join(mkdtempSync(join(tmpdir(), 'klama-jwt-')), 'data');
    expect(text(resolveJwtSecret({ jwtSecret: undefined, dataDir: other }))).not.toBe(first);
  });

  it('reads a key another process wrote, without its trailing newline', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'klama-jwt-'));
    writeFileSync(join(dataDir, 'jwt-secret'), 'written-by-hand\n');
    expect(text(resolveJwtSecret({ jwtSecret: undefined, dataDir }))).toBe('written-by-hand');
  });

  it('keeps the key another process wrote between our check and our write', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'klama-jwt-'));
    writeFileSync(join(dataDir, 'jwt-secret'), 'the-other-process-key');
    // the file appeared after this process found none
    vi.mocked(fs.existsSync).mockReturnValueOnce(false);
    expect(text(resolveJwtSecret({ jwtSecret: undefined, dataDir }))).toBe('the-other-process-key');
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe('the-other-process-key');
  });

  it('reports a key it cannot write (a full disk), not a missing file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'klama-jwt-'));
    vi.mocked(fs.writeFileSync).mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    expect(() => resolveJwtSecret({ jwtSecret: undefined, dataDir })).toThrow('ENOSPC: no space left on device');
  });
});
