-- The step-up before a sensitive change (issue 25, ASVS 7.5.1 and 7.5.2; decision 0043): when the session's owner last
-- confirmed it is them (password, fresh Google credential or passkey, `POST user/me/confirm`). Read with the session's
-- row by its primary key: no index.
ALTER TABLE auth_session ADD COLUMN confirmed_at timestamptz;
