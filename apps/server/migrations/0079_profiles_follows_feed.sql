-- Public profiles, follows, blocks and the feed (ARCHITECTURE 9.2, issue 26 items 3 and 4; decision 0042).
-- Profiles are private by default (the spec): a fan opts in from Settings.
ALTER TABLE app_user ADD COLUMN profile_visibility text NOT NULL DEFAULT 'private'
  CONSTRAINT app_user_profile_visibility_check CHECK (profile_visibility IN ('private', 'public'));

-- follower follows followee; a block removes both directions (profiles/follows.queries.ts)
CREATE TABLE user_follow (
  follower_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  followee_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX user_follow_followee_idx ON user_follow (followee_id, created_at DESC);

-- blocker blocks blocked; either direction hides each from the other (profiles/blocks.queries.ts)
CREATE TABLE user_block (
  blocker_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  blocked_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_block_blocked_idx ON user_block (blocked_id, blocker_id);

-- What a fan did, as the feed shows it: written by the triggers below from the diary and the personal lists (and,
-- once reviews land, from the review table: kind 'reviewed' with review_id). Whether it may be shown (a public
-- profile, a public list, no block) is decided when it is read, so turning private hides it at once.
-- `at` is kept to the millisecond, as the feed's cursor (`{at}~{id}`) carries it.
CREATE TABLE fan_activity (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('started', 'completed', 'rated', 'reviewed', 'list_created', 'list_updated')),
  show_id integer REFERENCES show(id) ON DELETE CASCADE,
  list_id integer REFERENCES user_list(id) ON DELETE CASCADE,
  review_id integer,
  rating numeric(3, 1),
  at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX fan_activity_feed_idx ON fan_activity (user_id, at DESC, id DESC);
CREATE INDEX fan_activity_list_idx ON fan_activity (list_id) WHERE list_id IS NOT NULL;
CREATE INDEX fan_activity_show_idx ON fan_activity (show_id) WHERE show_id IS NOT NULL;

CREATE FUNCTION fan_activity_from_diary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'watching' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'watching') THEN
    INSERT INTO fan_activity (user_id, kind, show_id) VALUES (NEW.user_id, 'started', NEW.show_id);
  END IF;
  IF NEW.status = 'completed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'completed') THEN
    INSERT INTO fan_activity (user_id, kind, show_id) VALUES (NEW.user_id, 'completed', NEW.show_id);
  END IF;
  IF NEW.rating IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.rating IS DISTINCT FROM NEW.rating) THEN
    INSERT INTO fan_activity (user_id, kind, show_id, rating) VALUES (NEW.user_id, 'rated', NEW.show_id, NEW.rating);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER user_show_fan_activity AFTER INSERT OR UPDATE ON user_show
  FOR EACH ROW EXECUTE FUNCTION fan_activity_from_diary();

-- a list's edits come in bursts (one call per item): at most one 'list_updated' an hour per list
CREATE FUNCTION fan_activity_from_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fan_activity (user_id, kind, list_id) VALUES (NEW.user_id, 'list_created', NEW.id);
  ELSIF NEW.updated_at IS DISTINCT FROM OLD.updated_at AND NOT EXISTS (
    SELECT 1 FROM fan_activity WHERE list_id = NEW.id AND at > now() - interval '1 hour'
  ) THEN
    INSERT INTO fan_activity (user_id, kind, list_id) VALUES (NEW.user_id, 'list_updated', NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER user_list_fan_activity AFTER INSERT OR UPDATE ON user_list
  FOR EACH ROW EXECUTE FUNCTION fan_activity_from_list();
