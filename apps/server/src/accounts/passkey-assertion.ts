/**
 * Checking a passkey's answer to a challenge (`navigator.credentials.get()`): the challenge is spent first (a
 * replayed answer finds it gone), then the passkey it names must be registered, carry the user handle it was made
 * with, and sign for this site's origin with user verification; its signature counter moves in the same step.
 * Shared by the passkey sign-in and the confirmation of an account's deletion, whose challenges differ only in
 * their owner (nobody for a sign-in, the account for a deletion), so neither can answer the other.
 */
import { verifyAuthenticationResponse, type AuthenticationResponseJSON, type AuthenticatorTransport } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client.js';
import { findCredential, recordPasskeyUse, spendChallenge, type StoredCredential } from './passkeys.queries.js';
import { challengeOf, type RelyingParty } from './webauthn.js';

export type AssertionOutcome = { passkey: StoredCredential } | { refused: 'expired' | 'invalid' };

export const transportsOf = (list: readonly string[]) => list as AuthenticatorTransport[];

/**
 * `account`: null for a sign-in (any account's passkey, challenge handed to nobody); an account id for a
 * confirmation (the challenge handed to that account, and only its own passkeys accepted).
 */
export async function checkAssertion(
  db: Queryable,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  account: number | null,
  log: FastifyBaseLogger,
): Promise<AssertionOutcome> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await spendChallenge(db, challenge, 'authentication', account))) return { refused: 'expired' };
  const passkey = await findCredential(db, response.id);
  if (!passkey || (account !== null && passkey.user_id !== account)) return { refused: 'invalid' };
  // the user handle the authenticator keeps must be the one the passkey was made for
  if (response.response.userHandle !== undefined && response.response.userHandle !== passkey.user_handle) return { refused: 'invalid' };
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter: passkey.sign_count,
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: true,
  }).catch((err: unknown) => {
    // a signature counter that went backwards (a cloned authenticator) lands here too
    log.warn({ err, passkeyId: passkey.id }, 'passkey answer refused');
    return undefined;
  });
  if (!verification?.verified) return { refused: 'invalid' };
  if (!(await recordPasskeyUse(db, passkey, verification.authenticationInfo.newCounter))) return { refused: 'invalid' };
  return { passkey };
}
