-- K-lama catalogue schema. Relations live once, in join tables with foreign keys and indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE genre (
  id integer PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  name text NOT NULL,
  rank integer NOT NULL DEFAULT 999
);
CREATE TABLE tone (
  id integer PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  name text NOT NULL,
  rank integer NOT NULL DEFAULT 999
);
CREATE TABLE keyword (
  id integer PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  name text NOT NULL,
  rank integer NOT NULL DEFAULT 999
);
CREATE TABLE network (
  id integer PRIMARY KEY,
  name text NOT NULL,
  logo_path text
);
CREATE TABLE provider (
  id integer PRIMARY KEY,
  name text NOT NULL,
  logo_path text,
  display_priority integer NOT NULL DEFAULT 999
);
CREATE TABLE person (
  id integer PRIMARY KEY,
  name text NOT NULL,
  original_name text,
  profile_path text
);
CREATE TABLE series (
  id serial PRIMARY KEY,
  name text NOT NULL
);
CREATE TABLE original_work (
  id serial PRIMARY KEY,
  title text NOT NULL,
  original_title text,
  type text NOT NULL,
  author_id integer NOT NULL REFERENCES person(id),
  UNIQUE (title, author_id)
);
CREATE INDEX original_work_author_idx ON original_work (author_id);

CREATE TABLE show (
  id integer PRIMARY KEY,
  name text NOT NULL,
  original_name text NOT NULL,
  first_air_date date,
  overview text NOT NULL DEFAULT '',
  number_of_episodes integer,
  season_number integer NOT NULL DEFAULT 1,
  series_id integer REFERENCES series(id) ON DELETE SET NULL,
  homepage text,
  poster_us text,
  poster_kr text,
  original_work_id integer REFERENCES original_work(id) ON DELETE SET NULL,
  popularity real NOT NULL DEFAULT 0,
  source text NOT NULL CHECK (source IN ('sample', 'tmdb', 'synthetic')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- one index per sort (ties break on id so pages never overlap; undated shows go last)
CREATE INDEX show_date_desc_idx ON show (first_air_date DESC NULLS LAST, id);
CREATE INDEX show_date_asc_idx ON show (first_air_date ASC NULLS LAST, id);
CREATE INDEX show_name_idx ON show ((lower(name) COLLATE "C"), id);
CREATE INDEX show_original_name_idx ON show ((original_name COLLATE "C"), id);
CREATE INDEX show_series_idx ON show (series_id);
CREATE INDEX show_original_work_idx ON show (original_work_id);
CREATE INDEX show_source_idx ON show (source);

-- Search: every title of a show (English, Korean, alternative), normalised (NFC, lower-case,
-- punctuation as spaces) in `term` and without spaces in `compact`.
CREATE TABLE show_search_term (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  term text NOT NULL,
  compact text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('name', 'original_name', 'alternative')),
  PRIMARY KEY (show_id, term)
);
CREATE INDEX show_search_term_trgm_idx ON show_search_term USING gin (term gin_trgm_ops);
CREATE INDEX show_search_compact_trgm_idx ON show_search_term USING gin (compact gin_trgm_ops);
CREATE INDEX show_search_compact_prefix_idx ON show_search_term (compact text_pattern_ops);
-- Two-character terms (two-syllable Korean queries) are below trigram reach: index every
-- character pair of the compact titles.
CREATE TABLE show_search_bigram (
  bigram text NOT NULL,
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  PRIMARY KEY (bigram, show_id)
);
CREATE INDEX show_search_bigram_show_idx ON show_search_bigram (show_id);

CREATE TABLE show_genre (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  genre_id integer NOT NULL REFERENCES genre(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (show_id, genre_id)
);
CREATE INDEX show_genre_genre_idx ON show_genre (genre_id, show_id);
CREATE TABLE show_keyword (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  keyword_id integer NOT NULL REFERENCES keyword(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (show_id, keyword_id)
);
CREATE INDEX show_keyword_keyword_idx ON show_keyword (keyword_id, show_id);
CREATE TABLE show_tone (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  tone_id integer NOT NULL REFERENCES tone(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (show_id, tone_id)
);
CREATE INDEX show_tone_tone_idx ON show_tone (tone_id, show_id);
CREATE TABLE show_network (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  network_id integer NOT NULL REFERENCES network(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (show_id, network_id)
);
CREATE INDEX show_network_network_idx ON show_network (network_id, show_id);
CREATE TABLE show_provider (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
  PRIMARY KEY (show_id, provider_id)
);
CREATE INDEX show_provider_provider_idx ON show_provider (provider_id, show_id);

CREATE TABLE cast_credit (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT '',
  "order" integer NOT NULL,
  PRIMARY KEY (show_id, "order")
);
CREATE INDEX cast_credit_person_idx ON cast_credit (person_id, show_id);
CREATE TABLE crew_credit (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  job text NOT NULL,
  PRIMARY KEY (show_id, person_id, job)
);
CREATE INDEX crew_credit_person_idx ON crew_credit (person_id, show_id);

CREATE TABLE video (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  site text NOT NULL,
  key text NOT NULL,
  type text NOT NULL DEFAULT 'Trailer',
  name text NOT NULL DEFAULT '',
  -- the show's own trailer (details.trailer); other rows are the wider video list
  is_featured boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (show_id, site, key)
);

CREATE TABLE recommendation (
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  recommended_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (show_id, recommended_id),
  CHECK (show_id <> recommended_id)
);
CREATE INDEX recommendation_recommended_idx ON recommendation (recommended_id);

CREATE TABLE periodic_collection (
  key text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'monthly', 'quarterly'))
);
CREATE TABLE periodic_list (
  id serial PRIMARY KEY,
  collection_key text NOT NULL REFERENCES periodic_collection(key) ON DELETE CASCADE,
  release_date date NOT NULL,
  UNIQUE (collection_key, release_date)
);
CREATE TABLE periodic_list_item (
  list_id integer NOT NULL REFERENCES periodic_list(id) ON DELETE CASCADE,
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (list_id, show_id)
);
CREATE INDEX periodic_list_item_show_idx ON periodic_list_item (show_id);
CREATE TABLE permanent_collection (
  key text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT ''
);
CREATE TABLE permanent_collection_item (
  collection_key text NOT NULL REFERENCES permanent_collection(key) ON DELETE CASCADE,
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (collection_key, show_id)
);
CREATE INDEX permanent_collection_item_show_idx ON permanent_collection_item (show_id);

CREATE TABLE hero (
  "order" integer PRIMARY KEY,
  url text NOT NULL,
  title text NOT NULL,
  tagline text,
  img text NOT NULL,
  tag_label text NOT NULL,
  tag_color text NOT NULL CHECK (tag_color IN ('jasmine', 'tomato', 'tangerine'))
);
CREATE TABLE site_profile (
  id integer PRIMARY KEY CHECK (id = 1),
  about text NOT NULL DEFAULT ''
);
