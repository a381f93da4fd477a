-- Two community rules (decision 0048).
--
-- 1. A diary import adds nothing to the feed: its transaction sets `klama.activity = 'quiet'` (set_config(…, true):
--    this transaction only), and the diary's and the lists' activity triggers then write no row. The K-lama score's
--    trigger on user_show is a different one and still marks rated shows.
CREATE OR REPLACE FUNCTION fan_activity_from_diary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('klama.activity', true) = 'quiet' THEN
    RETURN NULL;
  END IF;
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

CREATE OR REPLACE FUNCTION fan_activity_from_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('klama.activity', true) = 'quiet' THEN
    RETURN NULL;
  END IF;
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

-- 2. A helpful vote of an account younger than NEWCOMER_HOURS is kept but not counted (`counted` false) until the
--    account is past that age: reviews/ counts it then (countMaturedVotes, every minute), and the trigger adds it to
--    `review.helpful` when `counted` turns true. Existing votes count as before.
ALTER TABLE review_vote ADD COLUMN counted boolean NOT NULL DEFAULT true;
CREATE INDEX review_vote_pending_idx ON review_vote (user_id) WHERE NOT counted;

CREATE OR REPLACE FUNCTION review_vote_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.counted THEN
      UPDATE review SET helpful = helpful + 1 WHERE id = NEW.review_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.counted THEN
      UPDATE review SET helpful = helpful - 1 WHERE id = OLD.review_id;
    END IF;
  ELSIF NEW.counted AND NOT OLD.counted THEN
    UPDATE review SET helpful = helpful + 1 WHERE id = NEW.review_id;
  END IF;
  RETURN NULL;
END;
$$;
DROP TRIGGER review_vote_count ON review_vote;
CREATE TRIGGER review_vote_count AFTER INSERT OR DELETE OR UPDATE OF counted ON review_vote
  FOR EACH ROW EXECUTE FUNCTION review_vote_count();
