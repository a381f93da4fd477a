-- Catalogue text per language (issue 28, decision 0049): the English text stays where it was, the Korean text
-- sits beside it in columns of the same row (`*_ko`), so a read in either language is the same single-row read
-- with no join. NULL: no Korean text; a read in Korean falls back to the English (coalesce). A show's Korean
-- name is TMDB's Korean title, or its original (Hangul) name; a person's is their Hangul name.
ALTER TABLE show ADD COLUMN tagline text, ADD COLUMN name_ko text, ADD COLUMN overview_ko text, ADD COLUMN tagline_ko text;
ALTER TABLE person ADD COLUMN name_ko text;
ALTER TABLE keyword ADD COLUMN name_ko text;
CREATE OR REPLACE VIEW visible_show AS SELECT * FROM show WHERE NOT hidden;
