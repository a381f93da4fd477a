-- The offline diary (issue 27 item 7; decision 0052).
--
-- When each diary field last changed, as epoch milliseconds by field name ({"rating": 1795000000000, ...}): a change
-- made offline carries the time it was made, and a field already changed later (on another device) keeps its value.
-- A field with no time has not changed since this column was added: any timed change wins over it.
ALTER TABLE user_show
  ADD COLUMN field_changed_at jsonb NOT NULL DEFAULT '{}'::jsonb
    CONSTRAINT user_show_field_changed_at_check CHECK (jsonb_typeof(field_changed_at) = 'object');
