-- The operator's console (ARCHITECTURE.md 7.4): disabled accounts, the audit log, hero slides with ids of
-- their own, and show overrides that survive re-imports.

-- A disabled account cannot sign in, and its sessions end when it is disabled.
ALTER TABLE app_user ADD COLUMN disabled_at timestamptz;

-- Every admin write: who, what, on what, and the state before and after (JSON, null for none).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer REFERENCES app_user(id) ON DELETE SET NULL,
  actor_username text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id);

-- Slides get a stable id (admin/hero/{id}); "order" stays unique (a reorder renumbers in two steps).
ALTER TABLE hero DROP CONSTRAINT hero_pkey;
ALTER TABLE hero ADD COLUMN id serial PRIMARY KEY;
ALTER TABLE hero ADD CONSTRAINT hero_order_key UNIQUE ("order");

-- An operator's corrections and hiding of a show. Kept apart from `show` (no foreign key), so they outlive
-- a show's re-import or replacement; the catalogue writer applies them to every show it writes, and keeps
-- the imported values here so that clearing a correction restores them.
CREATE TABLE show_override (
  show_id integer PRIMARY KEY,
  hidden boolean NOT NULL DEFAULT false,
  name text,
  original_name text,
  overview text,
  imported_name text,
  imported_original_name text,
  imported_overview text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- What public answers read: a hidden show is left out of every list, search and page.
ALTER TABLE show ADD COLUMN hidden boolean NOT NULL DEFAULT false;
-- hidden shows are few: lists count their members and subtract the hidden ones through this small index
CREATE INDEX show_hidden_idx ON show (id) WHERE hidden;
