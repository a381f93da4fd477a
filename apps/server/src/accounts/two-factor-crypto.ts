/**
 * The authenticator secrets at rest (issue 25 item 6, docs/decisions/0037): AES-256-GCM under a key derived by HKDF
 * from the server's secret (JWT_SECRET, or the one generated in DATA_DIR: jwt-secret.ts), with the account's id as
 * associated data, so a row copied onto another account does not decrypt. A database dump alone reveals no secret;
 * a changed server secret makes the stored ones unreadable (those accounts sign in with a recovery code, which
 * does not depend on the key, and set up again).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export interface SecretBox {
  seal(userId: number, secret: string): string;
  /** The secret, or null when the text was sealed under another key or changed since. */
  open(userId: number, sealed: string): string | null;
}

export function createSecretBox(serverSecret: Uint8Array): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'klama', 'two-factor secret encryption v1', 32));
  const aad = (userId: number) => Buffer.from(`user:${userId}`);
  return {
    seal(userId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(userId, sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(aad(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
