-- Personal lists (ARCHITECTURE 7.1): named, ordered, private or public, with a note per item.
CREATE TABLE user_list (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'public')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_list_user_idx ON user_list (user_id, updated_at DESC);

-- positions are 1..n without gaps; the unique pair is checked at commit so a renumbering can pass through duplicates
CREATE TABLE user_list_item (
  list_id integer NOT NULL REFERENCES user_list(id) ON DELETE CASCADE,
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, show_id),
  CONSTRAINT user_list_item_position_key UNIQUE (list_id, position) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX user_list_item_show_idx ON user_list_item (show_id);
