-- Comments become reportable (issue 26 items 5 and 6; decisions 0045 and 0046): a report's kind may be `comment`
-- (its target_id a comment's id). Hiding one sets comment.hidden_at (0082), which comments.queries.ts's
-- readableComments leaves out of every read.
ALTER TABLE report DROP CONSTRAINT report_kind_check;
ALTER TABLE report ADD CONSTRAINT report_kind_check CHECK (kind IN ('review', 'list', 'profile', 'comment'));
