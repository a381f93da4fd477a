-- Reviews (issue 26 item 1): one per fan and show; "helpful" votes, one per fan and review. Ratings and sub-scores are
-- on the diary's scale (1 to 10 in steps of 0.5). `helpful` counts the votes, kept in the vote's transaction, so the
-- helpful order is read from an index. `hidden_at` is the moderators' (issue 26 item 6): every read goes through
-- reviews.queries.ts's readableReviews, which leaves hidden reviews out.
CREATE TABLE review (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (char_length(body) BETWEEN 50 AND 10000),
  spoiler boolean NOT NULL DEFAULT false,
  rating numeric(3, 1) NOT NULL CHECK (rating BETWEEN 1 AND 10 AND rating * 2 = trunc(rating * 2)),
  story numeric(3, 1) CHECK (story BETWEEN 1 AND 10 AND story * 2 = trunc(story * 2)),
  acting numeric(3, 1) CHECK (acting BETWEEN 1 AND 10 AND acting * 2 = trunc(acting * 2)),
  music numeric(3, 1) CHECK (music BETWEEN 1 AND 10 AND music * 2 = trunc(music * 2)),
  rewatch numeric(3, 1) CHECK (rewatch BETWEEN 1 AND 10 AND rewatch * 2 = trunc(rewatch * 2)),
  episodes_seen integer NOT NULL DEFAULT 0 CHECK (episodes_seen >= 0),
  helpful integer NOT NULL DEFAULT 0 CHECK (helpful >= 0),
  hidden_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT review_one_per_show UNIQUE (user_id, show_id)
);
-- the two orders of a show's reviews, each with its tie-break (newer id first), over the reviews a reader may see
CREATE INDEX review_show_helpful_idx ON review (show_id, helpful DESC, id DESC) WHERE hidden_at IS NULL;
CREATE INDEX review_show_newest_idx ON review (show_id, created_at DESC, id DESC) WHERE hidden_at IS NULL;

CREATE TABLE review_vote (
  review_id integer NOT NULL REFERENCES review(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX review_vote_user_idx ON review_vote (user_id);

-- the count follows the votes whichever way they go (a vote taken back, a voter's account erased)
CREATE FUNCTION review_vote_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE review SET helpful = helpful + 1 WHERE id = NEW.review_id;
  ELSE
    UPDATE review SET helpful = helpful - 1 WHERE id = OLD.review_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER review_vote_count AFTER INSERT OR DELETE ON review_vote
  FOR EACH ROW EXECUTE FUNCTION review_vote_count();
