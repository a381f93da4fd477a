-- Web Push (issue 27 item 2; ARCHITECTURE 9.3; decision 0050).
--
-- A device's subscription: the push service's endpoint and the browser's keys (RFC 8291). One row per endpoint: the
-- same endpoint posted again is the same row (a device signed in as another fan moves to that fan).
CREATE TABLE push_subscription (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (char_length(endpoint) BETWEEN 9 AND 2048),
  p256dh text NOT NULL CHECK (char_length(p256dh) BETWEEN 80 AND 100),
  auth text NOT NULL CHECK (char_length(auth) BETWEEN 16 AND 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscription_user_idx ON push_subscription (user_id);

-- The push outbox: a message per subscription, written in the transaction of the delivery ledger's row (decision
-- 0047) and sent after the commit by whichever instance claims it (claimed_until: one sender at a time; a sender
-- that dies mid-send releases it). A push service that fails or hangs is retried later; 404/410 deletes the
-- subscription and, with it, its messages.
CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES push_subscription(id) ON DELETE CASCADE,
  payload text NOT NULL CHECK (char_length(payload) <= 3000),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  expires_at timestamptz NOT NULL,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at, id) WHERE sent_at IS NULL;
CREATE INDEX push_outbox_subscription_idx ON push_outbox (subscription_id);
