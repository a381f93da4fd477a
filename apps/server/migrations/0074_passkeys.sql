-- Passkeys (issue 25 item 5): WebAuthn credentials that sign an account in, and the challenges of ceremonies under way.
CREATE TABLE passkey (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  -- base64url, as the browser names the credential; unique across accounts (a sign-in finds the account by it)
  credential_id text NOT NULL UNIQUE,
  -- the COSE public key, base64url
  public_key text NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  -- the WebAuthn user handle (random, base64url): one per account, shared by its passkeys
  user_handle text NOT NULL,
  name text NOT NULL,
  backed_up boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkey_user_idx ON passkey (user_id);

-- A challenge handed out by register/options or login/options: spent by the response that answers it (single use),
-- stored as its sha256, bound to its ceremony and, for a registration, to the account that asked.
CREATE TABLE webauthn_challenge (
  challenge_hash text PRIMARY KEY,
  ceremony text NOT NULL CHECK (ceremony IN ('registration', 'authentication')),
  user_id integer REFERENCES app_user(id) ON DELETE CASCADE,
  -- a registration's user handle, chosen with its options (the response does not carry it)
  user_handle text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_challenge_user_idx ON webauthn_challenge (user_id);
CREATE INDEX webauthn_challenge_expires_idx ON webauthn_challenge (expires_at);
