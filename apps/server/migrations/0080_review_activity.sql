-- The feed's 'reviewed' kind (issue 26 item 4; decision 0042): a fan's first write of a review adds one activity
-- (a rewrite is an UPDATE and adds none); deleting the review takes its activity with it (the foreign key). Whether
-- it may be shown (not hidden by moderators, the actor visible, the show visible) is decided when the feed is read.
ALTER TABLE fan_activity ADD CONSTRAINT fan_activity_review_id_fkey
  FOREIGN KEY (review_id) REFERENCES review(id) ON DELETE CASCADE;
CREATE INDEX fan_activity_review_idx ON fan_activity (review_id) WHERE review_id IS NOT NULL;

CREATE FUNCTION fan_activity_from_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fan_activity (user_id, kind, show_id, review_id, rating) VALUES (NEW.user_id, 'reviewed', NEW.show_id, NEW.id, NEW.rating);
  RETURN NULL;
END;
$$;
CREATE TRIGGER review_fan_activity AFTER INSERT ON review
  FOR EACH ROW EXECUTE FUNCTION fan_activity_from_review();

-- a public profile's reviews, newest first (reviews.queries.ts fanReviews)
CREATE INDEX review_user_newest_idx ON review (user_id, created_at DESC, id DESC) WHERE hidden_at IS NULL;
