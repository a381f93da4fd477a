-- Episodes and the airing calendar (ARCHITECTURE 7.2). One row per episode of a show row (our model has
-- one show per season, so season_number is the TMDB season the episodes belong to). Written by the
-- importers and the sample loader in the transaction that writes the show (and bumps the catalogue version).
CREATE TABLE episode (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  season_number integer NOT NULL CHECK (season_number BETWEEN 0 AND 1000),
  episode_number integer NOT NULL CHECK (episode_number BETWEEN 0 AND 100000),
  name text CHECK (char_length(name) <= 500),
  air_date date CHECK (air_date >= DATE '1900-01-01'),
  runtime integer CHECK (runtime BETWEEN 1 AND 1000),
  PRIMARY KEY (show_id, season_number, episode_number)
);
-- the calendar reads a date range: an index in air-date order that also answers which shows air (index-only)
CREATE INDEX episode_air_date_idx ON episode (air_date, show_id, season_number, episode_number) WHERE air_date IS NOT NULL;

-- A personal iCalendar feed: the token is `selector` + `verifier`; the selector finds the row, only a
-- SHA-256 of the verifier is stored and it is compared in constant time. One feed per user: a new token
-- replaces the old one.
CREATE TABLE calendar_token (
  user_id integer PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
  selector text NOT NULL UNIQUE CHECK (char_length(selector) BETWEEN 8 AND 64),
  verifier_hash text NOT NULL CHECK (verifier_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
