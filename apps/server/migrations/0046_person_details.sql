-- Person pages (issue 23, item 16): what TMDB's /person/{id} says of a person, null while unknown. The importer
-- fills them (importer/tmdb/person-details.ts) and stamps details_fetched_at, also when TMDB had nothing, so a
-- person is asked for again only after the refresh period; the sample catalogue fills them from people.json.
-- biography_ko is TMDB's Korean translation of the biography, free in the same request (for issue 28).
ALTER TABLE person
  ADD COLUMN biography text,
  ADD COLUMN biography_ko text,
  ADD COLUMN birthday date,
  ADD COLUMN deathday date CHECK (deathday >= birthday),
  ADD COLUMN place_of_birth text,
  ADD COLUMN details_fetched_at timestamptz;
