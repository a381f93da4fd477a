-- Search rows derived from Hangul titles (search/korean.ts): the romanised title and its initial consonants.
ALTER TABLE show_search_term DROP CONSTRAINT show_search_term_kind_check;
ALTER TABLE show_search_term
  ADD CONSTRAINT show_search_term_kind_check CHECK (kind IN ('name', 'original_name', 'alternative', 'romanized', 'choseong'));

-- Which revision of the derived rows the catalogue holds: the server brings an older one up to date when it
-- starts (the rows are computed in the application, so a migration cannot write them).
CREATE TABLE search_term_revision (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision integer NOT NULL
);
INSERT INTO search_term_revision (revision) VALUES (0);
