-- Reports and the moderation queue (issue 26 item 6; decision 0046). A fan reports a review, a public list or a
-- public profile (comments join with one more kind: widen report_kind_check) with a reason from a fixed set; one
-- open report per reporter and target (report_open_once: a second one is the same report). The console resolves every
-- open report of a target at once (they share one resolved_at), by hiding it, dismissing them or disabling its author.
CREATE TABLE report (
  id serial PRIMARY KEY,
  reporter_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT report_kind_check CHECK (kind IN ('review', 'list', 'profile')),
  target_id integer NOT NULL,
  reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'spoiler', 'hate', 'other')),
  note text CHECK (char_length(note) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by integer REFERENCES app_user(id) ON DELETE SET NULL,
  resolution text CHECK (resolution IN ('hide', 'dismiss', 'disable_user')),
  CHECK ((resolved_at IS NULL) = (resolution IS NULL))
);
CREATE UNIQUE INDEX report_open_once ON report (reporter_id, kind, target_id) WHERE resolved_at IS NULL;
-- a target's reports (an item of the queue, a resolution); the resolved tab, newest resolution first
CREATE INDEX report_target_idx ON report (kind, target_id, resolved_at);
CREATE INDEX report_open_idx ON report (created_at DESC) WHERE resolved_at IS NULL;
-- an erased moderator's resolutions keep their rows (ON DELETE SET NULL finds them by this index)
CREATE INDEX report_resolved_by_idx ON report (resolved_by) WHERE resolved_by IS NOT NULL;
CREATE INDEX report_resolved_idx ON report (resolved_at DESC, kind, target_id) WHERE resolved_at IS NOT NULL;

-- Hidden by moderators, as reviews' hidden_at (0077): a hidden list reads as not found to everyone but its owner (as
-- a private list), a hidden profile as the spec's "Private Profile" (profiles/blocks.queries.ts visibleFan).
ALTER TABLE user_list ADD COLUMN hidden_at timestamptz;
ALTER TABLE app_user ADD COLUMN profile_hidden_at timestamptz;
