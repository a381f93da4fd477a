-- Two-step sign-in (issue 25 item 6). The authenticator's secret, encrypted (AES-256-GCM, a key derived from the
-- server's secret: accounts/two-factor-crypto.ts); pending until a first code confirms it (enabled_at). A code of
-- last_time_step or earlier is refused: no code works twice.
CREATE TABLE user_totp (
  user_id integer PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
  secret_ciphertext text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  enabled_at timestamptz,
  last_time_step bigint
);

-- Ten single-use recovery codes per set-up: a salted sha256 of each, spent by used_at.
CREATE TABLE recovery_code (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  salt text NOT NULL,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX recovery_code_user_idx ON recovery_code (user_id);

-- The second step of a sign-in: a random token given after the password (stored as its sha256), bound to the
-- account, short-lived, spent by a success, dead after a few wrong codes.
CREATE TABLE two_factor_challenge (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX two_factor_challenge_user_idx ON two_factor_challenge (user_id);
