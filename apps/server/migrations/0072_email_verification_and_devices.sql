-- Verified email addresses and the devices of sessions (issue 25, items 3 and 4).

-- When the current address was confirmed (null: not yet); the language its mails are written in.
ALTER TABLE app_user ADD COLUMN email_verified_at timestamptz;
ALTER TABLE app_user ADD COLUMN mail_language text NOT NULL DEFAULT 'en' CHECK (mail_language IN ('en', 'ko'));
-- Google vouched for the address of every account made with it.
UPDATE app_user SET email_verified_at = created_at WHERE google_sub IS NOT NULL;

-- A mailed confirmation link: single use, 48 hours, stored as the sha256 of its token. It confirms `email` only
-- while that is still the account's address.
CREATE TABLE email_verification (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_verification_user_idx ON email_verification (user_id);

-- What Settings shows of a session: when it was last refreshed, from which browser (the raw User-Agent, at most
-- 512 characters, parsed when read) and network (only the truncated address is ever stored: /24 or /48).
ALTER TABLE auth_session ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE auth_session ADD COLUMN user_agent text;
ALTER TABLE auth_session ADD COLUMN ip_network text;
