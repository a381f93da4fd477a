/**
 * A software passkey authenticator for API tests: it makes EC P-256 (ES256) discoverable credentials with attestation
 * `none` and signs assertions, byte for byte as WebAuthn Level 3 lays them out (authenticator data, client data,
 * CBOR attestation object, DER signature), so the server's real verification runs on them. Its origin, user
 * verification and signature counter can be set wrong on purpose.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@klama/contract';

type CBORType = Parameters<typeof isoCBOR.encode>[0];

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKeyCose: Uint8Array;
  signCount: number;
}

export interface CeremonyOptions {
  origin?: string;
  /** the user-verified flag (a PIN or biometric checked) */
  userVerified?: boolean;
  /** the signature counter to report (default: one more than the last) */
  signCount?: number;
  /** the user handle to report (default: the credential's) */
  userHandle?: string | null;
  /** the challenge to answer (default: the options') */
  challenge?: string;
}

const b64 = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(private readonly origin: string) {}

  /** A new credential for the options' relying party and user, and the browser's answer carrying it. */
  register(options: PasskeyCreationOptions, ceremony: CeremonyOptions = {}, existing?: Credential) {
    const credential = existing ?? this.newCredential(options);
    const rawId = isoBase64URL.toBuffer(credential.id);
    const { rpId, publicKeyCose } = credential;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | AT | (ceremony.userVerified === false ? 0 : UV)]),
      u32(ceremony.signCount ?? 0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      rawId,
      publicKeyCose,
    ]);
    const clientDataJSON = this.clientData('webauthn.create', ceremony.challenge ?? options.challenge, ceremony.origin);
    const attestationObject = isoCBOR.encode(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    if (!existing) this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** The browser's answer to a sign-in: signed by `credential` (default: the newest this authenticator made). */
  authenticate(options: PasskeyRequestOptions, ceremony: CeremonyOptions = {}, credential = this.credentials.at(-1)!) {
    const signCount = ceremony.signCount ?? credential.signCount + 1;
    credential.signCount = signCount;
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([UP | (ceremony.userVerified === false ? 0 : UV)]),
      u32(signCount),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', ceremony.challenge ?? options.challenge, ceremony.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey); // DER
    const userHandle = ceremony.userHandle === undefined ? credential.userHandle : ceremony.userHandle;
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  private newCredential(options: PasskeyCreationOptions): Credential {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const publicKeyCose = isoCBOR.encode(
      new Map<number, CBORType>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    return { id: b64(randomBytes(16)), rpId: options.rp.id!, userHandle: options.user.id, privateKey, publicKeyCose, signCount: 0 };
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
}
