-- Web Push's public key as the database knows it (decision 0050, "one pair for every instance"). Subscriptions are
-- bound to the VAPID public key they were made with. An instance that starts with another pair would sign pushes
-- the push services refuse. So the first instance records its key here, and the others check theirs against it
-- at start (push/vapid-key.queries.ts).
CREATE TABLE push_vapid_key (
  id integer PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
