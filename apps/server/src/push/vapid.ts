/**
 * The VAPID key pair push services know us by (RFC 8292): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated
 * once into DATA_DIR/vapid.json (mode 0600). Every instance must use the same pair (a subscription is bound to the
 * public key it was made with): several instances on one PostgreSQL set the variables, or share DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function resolveVapidKeys(config: Pick<Config, 'dataDir' | 'push'>): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const file = join(config.dataDir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    const keys = webpush.generateVAPIDKeys();
    // written whole to a file of our own, then linked into place: if another process linked theirs first, this
    // throws and we read theirs below (never a half-written file)
    const mine = `${file}.${randomBytes(6).toString('hex')}`;
    writeFileSync(mine, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(mine, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(mine);
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string')
    throw new Error(`${file} does not hold a VAPID key pair`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
