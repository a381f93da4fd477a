-- Comments on reviews and public lists (issue 26 item 5; ARCHITECTURE 9.2): one level of replies. A comment is on
-- exactly one review or one list; a reply carries its thread's target too (so a target's comments are one index
-- range) and its `parent_id` is always a top-level comment (comments/comments.queries.ts attaches a reply to a reply
-- to the top-level one). A top-level comment deleted while it has replies stays as a placeholder: `deleted_at` set,
-- its text erased; one without replies is removed, and a placeholder goes with its last reply.
-- `hidden_at` is the moderators' (issue 26 item 6): every read goes through comments.queries.ts's readableComments,
-- which leaves hidden comments (and the replies of a hidden top-level comment) out.
CREATE TABLE comment (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  review_id integer REFERENCES review(id) ON DELETE CASCADE,
  list_id integer REFERENCES user_list(id) ON DELETE CASCADE,
  parent_id integer REFERENCES comment(id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) <= 2000),
  deleted_at timestamptz,
  hidden_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  CONSTRAINT comment_one_target CHECK ((review_id IS NULL) <> (list_id IS NULL)),
  CONSTRAINT comment_body_present CHECK (deleted_at IS NOT NULL OR char_length(btrim(body)) >= 1),
  CONSTRAINT comment_placeholder_top_level CHECK (deleted_at IS NULL OR parent_id IS NULL)
);
-- a target's threads in either order (oldest first reads the same index backwards), and its count of comments
CREATE INDEX comment_review_idx ON comment (review_id, created_at DESC, id DESC) WHERE review_id IS NOT NULL;
CREATE INDEX comment_list_idx ON comment (list_id, created_at DESC, id DESC) WHERE list_id IS NOT NULL;
-- a thread's replies, oldest first
CREATE INDEX comment_parent_idx ON comment (parent_id, created_at, id) WHERE parent_id IS NOT NULL;
-- an account's comments (erasing the account)
CREATE INDEX comment_user_idx ON comment (user_id);
