-- Notifications (issue 27 core; ARCHITECTURE 9.3; decision 0047).
--
-- A fan's settings; no row means the defaults (in-app on, push and mail off, at air time, no digest, time zone
-- unknown: UTC until the web app saves the browser's).
CREATE TABLE notification_settings (
  user_id integer PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
  time_zone text NOT NULL CHECK (char_length(time_zone) BETWEEN 1 AND 64),
  new_episodes_push boolean NOT NULL DEFAULT false,
  new_episodes_email boolean NOT NULL DEFAULT false,
  new_episodes_in_app boolean NOT NULL DEFAULT true,
  lead_hours integer NOT NULL DEFAULT 0 CHECK (lead_hours BETWEEN 0 AND 48),
  digest text NOT NULL DEFAULT 'off' CHECK (digest IN ('off', 'daily', 'weekly')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The job queue: scheduled work any instance may claim when due (FOR UPDATE SKIP LOCKED: one at a time), run in the
-- claim's transaction, then rescheduled or retried later. Timers only poll it. `state` is the job's own memory
-- (the new-episodes job's watermark); `user_id` ties a fan's job to the account (gone with it).
CREATE TABLE scheduled_job (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (char_length(kind) BETWEEN 1 AND 100),
  key text NOT NULL DEFAULT '' CHECK (char_length(key) <= 200),
  user_id integer REFERENCES app_user(id) ON DELETE CASCADE,
  run_at timestamptz NOT NULL DEFAULT now(),
  state jsonb NOT NULL DEFAULT '{}',
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, key)
);
CREATE INDEX scheduled_job_due_idx ON scheduled_job (run_at, id);
CREATE INDEX scheduled_job_user_idx ON scheduled_job (user_id) WHERE user_id IS NOT NULL;
INSERT INTO scheduled_job (kind) VALUES ('new-episodes');

-- The ledger of what went out: one row per fan, episode and channel, ever. Its key is the exactly-once guarantee:
-- a delivery is made in the transaction that inserts its row, and a second insert of the same key does nothing.
-- No foreign key to `episode` (a re-import rewrites episode rows; the ledger must outlive that).
CREATE TABLE notification_delivery (
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  season_number integer NOT NULL,
  episode_number integer NOT NULL,
  channel text NOT NULL CHECK (channel IN ('inApp', 'push', 'email')),
  due_at timestamptz NOT NULL,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, show_id, season_number, episode_number, channel)
);
CREATE INDEX notification_delivery_show_idx ON notification_delivery (show_id);

-- The in-app channel's notifications: the notification centre, newest first.
CREATE TABLE notification (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('new_episode')),
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  season_number integer NOT NULL,
  episode_number integer NOT NULL,
  air_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notification_user_newest_idx ON notification (user_id, created_at DESC, id DESC);
CREATE INDEX notification_user_unread_idx ON notification (user_id) WHERE read_at IS NULL;
CREATE INDEX notification_show_idx ON notification (show_id);
-- the scan of fans following a show with a new episode
CREATE INDEX user_show_following_idx ON user_show (show_id, user_id) WHERE status IN ('watching', 'plan_to_watch');
