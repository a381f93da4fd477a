-- Background TMDB imports started from the admin API: one running at a time across every instance (the
-- partial unique index), with progress, counts and the log's tail; the running instance's heartbeat tells
-- a live job from one whose server stopped (marked failed; the importer's own run resumes on the next job).
CREATE TABLE import_job (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('refresh', 'collections', 'show')),
  options text NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
  requested_by integer REFERENCES app_user(id) ON DELETE SET NULL,
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  added integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  log text NOT NULL DEFAULT '',
  error text,
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE UNIQUE INDEX import_job_one_running_idx ON import_job ((true)) WHERE status = 'running';
CREATE INDEX import_job_requested_by_idx ON import_job (requested_by);
