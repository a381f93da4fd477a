-- The shows the public sees: every public read goes through this view, so "not hidden" is written once
-- (issue 24). PostgreSQL expands a view into the statement that reads it: the plans are those of the
-- hand-written `NOT s.hidden`. `SELECT *` is fixed at creation: a migration adding a column to `show`
-- ends with the same CREATE OR REPLACE VIEW (test/db/schema.test.ts fails until it does).
CREATE VIEW visible_show AS SELECT * FROM show WHERE NOT hidden;
