-- A fan's blocks, newest first, for Settings' "Blocked fans" (GET user/me/blocks): the page comes off this index in
-- order instead of sorting all of the fan's blocks.
CREATE INDEX user_block_blocker_since_idx ON user_block (blocker_id, created_at DESC, blocked_id DESC);
