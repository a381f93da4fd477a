/**
 * The random tokens of refresh cookies and mailed links (password reset, email verification): 32 random bytes,
 * base64url in the cookie or link, and only their sha256 at rest, so a copy of the database opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
