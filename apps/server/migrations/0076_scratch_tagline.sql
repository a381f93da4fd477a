ALTER TABLE show ADD COLUMN tagline text;
CREATE OR REPLACE VIEW visible_show AS SELECT * FROM show WHERE NOT hidden;
