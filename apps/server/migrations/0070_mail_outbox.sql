-- Mail waiting to go out (issue 25): written in the transaction of what caused it, sent by a background worker
-- on whichever instance claims it first (FOR UPDATE SKIP LOCKED: each message once), retried with a growing pause
-- while the mail server is down, given up when its link has expired. A sent or abandoned message keeps only its
-- envelope: the body (which may hold a single-use link) is wiped.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  expires_at timestamptz NOT NULL,
  sent_at timestamptz,
  abandoned_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND abandoned_at IS NULL;
