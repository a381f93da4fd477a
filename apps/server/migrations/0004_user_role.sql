-- Who may use the admin API: every account starts as a plain user.
ALTER TABLE app_user ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin'));
