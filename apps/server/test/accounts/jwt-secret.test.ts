/** The token signing key: JWT_SECRET when set, else one generated once into DATA_DIR and reused. */
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../src/accounts/jwt-secret.js';

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
});
