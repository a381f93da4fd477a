-- Curated text per language (issue 28 item 4, decision 0054): hero slides, collections and the About text get
-- their Korean beside the English, as the catalogue's text did (migration 0090, decision 0049). NULL: no Korean
-- text; a read in Korean falls back to the English.
ALTER TABLE hero ADD COLUMN title_ko text, ADD COLUMN tagline_ko text, ADD COLUMN tag_label_ko text;
ALTER TABLE permanent_collection ADD COLUMN name_ko text, ADD COLUMN description_ko text;
ALTER TABLE periodic_collection ADD COLUMN name_ko text, ADD COLUMN description_ko text;
ALTER TABLE site_profile ADD COLUMN about_ko text;
