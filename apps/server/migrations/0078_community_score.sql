-- The K-lama score (issue 26 item 2, decision 0041): each instance keeps the scores in memory and refreshes the shows
-- whose ratings changed. A trigger on the diary marks the show in the rating's own transaction (every writer: the
-- diary, imports, account deletion's cascade), so a rating can never be missed and never touches the catalogue.
CREATE TABLE community_rating_change (
  show_id integer PRIMARY KEY,
  changed_at timestamptz NOT NULL
);
CREATE INDEX community_rating_change_at_idx ON community_rating_change (changed_at);

CREATE FUNCTION community_mark_rating_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.rating IS NOT NULL THEN
    INSERT INTO community_rating_change (show_id, changed_at) VALUES (OLD.show_id, clock_timestamp())
      ON CONFLICT (show_id) DO UPDATE SET changed_at = excluded.changed_at;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.rating IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.rating IS DISTINCT FROM OLD.rating OR NEW.show_id <> OLD.show_id) THEN
    INSERT INTO community_rating_change (show_id, changed_at) VALUES (NEW.show_id, clock_timestamp())
      ON CONFLICT (show_id) DO UPDATE SET changed_at = excluded.changed_at;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_show_community_rating AFTER INSERT OR UPDATE OF rating OR DELETE ON user_show
  FOR EACH ROW EXECUTE FUNCTION community_mark_rating_change();

-- the scores' aggregate reads the rated rows of each show
CREATE INDEX user_show_rated_idx ON user_show (show_id, user_id) INCLUDE (rating) WHERE rating IS NOT NULL;
