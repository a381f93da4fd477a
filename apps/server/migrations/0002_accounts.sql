-- Accounts, sessions (refresh-token families) and personal marks on shows.

CREATE TABLE app_user (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  google_sub text UNIQUE,
  avatar text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (password_hash IS NOT NULL OR google_sub IS NOT NULL)
);
CREATE UNIQUE INDEX app_user_username_lower_idx ON app_user (lower(username));

-- One row per sign-in: the refresh tokens it hands out over time form one family.
CREATE TABLE auth_session (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_session_user_idx ON auth_session (user_id);

-- Refresh tokens are stored as sha256 hashes; a token is used once (rotated_at set on use).
CREATE TABLE refresh_token (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_session(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz
);
CREATE INDEX refresh_token_session_idx ON refresh_token (session_id);

CREATE TABLE user_show (
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  show_id integer NOT NULL REFERENCES show(id) ON DELETE CASCADE,
  liked boolean NOT NULL DEFAULT false,
  bookmarked boolean NOT NULL DEFAULT false,
  watched boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, show_id)
);
CREATE INDEX user_show_show_idx ON user_show (show_id);
CREATE INDEX user_show_liked_idx ON user_show (user_id, show_id) WHERE liked;
CREATE INDEX user_show_bookmarked_idx ON user_show (user_id, show_id) WHERE bookmarked;
CREATE INDEX user_show_watched_idx ON user_show (user_id, show_id) WHERE watched;
