-- "Forgot password?" (issue 25): a mailed single-use link, valid 30 minutes, stored as the sha256 of its token.
CREATE TABLE password_reset (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_user_idx ON password_reset (user_id);
