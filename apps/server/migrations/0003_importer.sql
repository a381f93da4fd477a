-- Importer state: runs (for resume), the shows of each run and their outcome, and the
-- recommendations TMDB gave for each show, kept whole so links resolve once both shows exist.
CREATE TABLE import_run (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('tmdb')),
  options text NOT NULL DEFAULT '{}',
  discovered boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE TABLE import_run_show (
  run_id integer NOT NULL REFERENCES import_run(id) ON DELETE CASCADE,
  show_id integer NOT NULL,
  position integer NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'added', 'updated', 'failed')),
  error text,
  PRIMARY KEY (run_id, show_id)
);
CREATE INDEX import_run_show_pending_idx ON import_run_show (run_id, status, position);
CREATE TABLE import_recommendation (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  recommended_id integer NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (show_id, recommended_id)
);
CREATE INDEX import_recommendation_target_idx ON import_recommendation (recommended_id);
