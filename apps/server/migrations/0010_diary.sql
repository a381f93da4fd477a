-- The diary (ARCHITECTURE 7.1): one user_show row per (user, show) holds the spec's flags and the diary.
-- `watched` becomes what it means: status 'completed' (a generated column, so it can never disagree).
-- Rules that need one row are CHECK constraints; the ones that need the show (progress bounded by its
-- episode count, completed = all episodes) and today's date are checked by a trigger on every write.

ALTER TABLE user_show
  ADD COLUMN status text CONSTRAINT user_show_status_check
    CHECK (status IN ('watching', 'completed', 'plan_to_watch', 'on_hold', 'dropped')),
  ADD COLUMN episodes_watched integer NOT NULL DEFAULT 0 CONSTRAINT user_show_episodes_watched_check
    CHECK (episodes_watched BETWEEN 0 AND 100000),
  ADD COLUMN rating numeric(3, 1) CONSTRAINT user_show_rating_check
    CHECK (rating BETWEEN 1 AND 10 AND rating * 2 = trunc(rating * 2)),
  ADD COLUMN notes text CONSTRAINT user_show_notes_check CHECK (char_length(notes) BETWEEN 1 AND 2000),
  ADD COLUMN rewatch_count integer NOT NULL DEFAULT 0 CONSTRAINT user_show_rewatch_count_check
    CHECK (rewatch_count BETWEEN 0 AND 1000),
  ADD COLUMN started_on date CONSTRAINT user_show_started_on_check CHECK (started_on >= DATE '1900-01-01'),
  ADD COLUMN finished_on date CONSTRAINT user_show_finished_on_check CHECK (finished_on >= started_on AND finished_on >= DATE '1900-01-01');

-- existing watched marks become completed entries with every episode seen
UPDATE user_show us SET status = 'completed', episodes_watched = coalesce(s.number_of_episodes, 0)
FROM show s WHERE s.id = us.show_id AND us.watched;

DROP INDEX user_show_watched_idx;
ALTER TABLE user_show DROP COLUMN watched;
ALTER TABLE user_show ADD COLUMN watched boolean NOT NULL GENERATED ALWAYS AS (status IS NOT DISTINCT FROM 'completed') STORED;
CREATE INDEX user_show_watched_idx ON user_show (user_id, show_id) WHERE watched;
-- the diary's default order and its status tabs
CREATE INDEX user_show_diary_idx ON user_show (user_id, updated_at DESC, show_id) WHERE status IS NOT NULL;

-- A show's episode count bounds progress, and 'completed' means all of them; dates are not in the
-- future anywhere on Earth (tomorrow in UTC is today east of it). Checked when those fields change,
-- so a catalogue correction of an episode count never blocks an unrelated edit.
CREATE FUNCTION user_show_check_diary() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.episodes_watched IS NOT DISTINCT FROM OLD.episodes_watched
     AND NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.started_on IS NOT DISTINCT FROM OLD.started_on
     AND NEW.finished_on IS NOT DISTINCT FROM OLD.finished_on THEN
    RETURN NEW;
  END IF;
  SELECT nullif(number_of_episodes, 0) INTO total FROM show WHERE id = NEW.show_id;
  IF total IS NOT NULL AND NEW.episodes_watched > total THEN
    RAISE EXCEPTION 'episodes_watched exceeds the episode count' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'user_show_episodes_within_total';
  END IF;
  IF total IS NOT NULL AND NEW.status = 'completed' AND NEW.episodes_watched <> total THEN
    RAISE EXCEPTION 'a completed show has every episode watched' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'user_show_completed_all_episodes';
  END IF;
  IF NEW.started_on > (now() AT TIME ZONE 'UTC')::date + 1 THEN
    RAISE EXCEPTION 'started_on is in the future' USING ERRCODE = 'check_violation', CONSTRAINT = 'user_show_started_on_past';
  END IF;
  IF NEW.finished_on > (now() AT TIME ZONE 'UTC')::date + 1 THEN
    RAISE EXCEPTION 'finished_on is in the future' USING ERRCODE = 'check_violation', CONSTRAINT = 'user_show_finished_on_past';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER user_show_check_diary BEFORE INSERT OR UPDATE ON user_show
  FOR EACH ROW EXECUTE FUNCTION user_show_check_diary();
