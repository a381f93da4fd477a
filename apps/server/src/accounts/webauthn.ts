/**
 * The relying party this server is for WebAuthn: its id is the host of SITE_URL and the only origin it accepts is
 * SITE_URL's origin, so a passkey made for the site works on every instance behind that address and nowhere else.
 */
import { isoBase64URL } from '@simplewebauthn/server/helpers';

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export const SITE_NAME = 'K-lama';

export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, name: SITE_NAME, origin: url.origin };
}

/** The challenge a response answers (from its clientDataJSON), or undefined when it names none. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const clientData = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' && clientData.challenge ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}
