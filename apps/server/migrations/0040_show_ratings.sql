-- Discover's minimum rating and rating order (issue 23, item 15): TMDB's vote average (0–10) and how many
-- votes it rests on, written by the importer; the sample catalogue has none (null: not rated). The read model
-- loads them with the cards (catalogue/read-model/), so no query filters on them and they need no index.
ALTER TABLE show
  ADD COLUMN vote_average real CHECK (vote_average BETWEEN 0 AND 10),
  ADD COLUMN vote_count integer NOT NULL DEFAULT 0 CHECK (vote_count >= 0);
