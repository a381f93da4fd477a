-- New-episode mail and digests (issue 27 item 3; ARCHITECTURE 9.3; decision 0050).
--
-- Headers of a message beyond From/To/Subject: RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on notices
-- and digests.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';

-- The digest's ledger: one row per fan and period ('daily:2026-11-27', 'weekly:2026-11-23', the period's first local
-- day), ever. A digest is claimed by inserting its row and queued in the same transaction: at most one per period,
-- whichever instance or run claims it; an empty period is claimed and sends nothing.
CREATE TABLE mail_digest_delivery (
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  period text NOT NULL CHECK (char_length(period) BETWEEN 1 AND 40),
  episodes integer NOT NULL,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, period)
);
-- the digest scan: fans who asked for one
CREATE INDEX notification_settings_digest_idx ON notification_settings (digest) WHERE digest <> 'off';
INSERT INTO scheduled_job (kind) VALUES ('mail-digest');

-- The in-app test notification (POST user/me/notifications/test): a row of the centre with no show or episode.
ALTER TABLE notification DROP CONSTRAINT notification_kind_check;
ALTER TABLE notification ADD CONSTRAINT notification_kind_check CHECK (kind IN ('new_episode', 'test'));
ALTER TABLE notification ALTER COLUMN show_id DROP NOT NULL, ALTER COLUMN season_number DROP NOT NULL,
  ALTER COLUMN episode_number DROP NOT NULL, ALTER COLUMN air_date DROP NOT NULL;
ALTER TABLE notification ADD CONSTRAINT notification_episode_check
  CHECK (kind = 'test' OR (show_id IS NOT NULL AND season_number IS NOT NULL AND episode_number IS NOT NULL AND air_date IS NOT NULL));
