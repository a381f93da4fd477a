-- One row: the catalogue's version, bumped in the same transaction as every catalogue write.
-- Response caches and in-memory indexes key on it; NOTIFY catalogue_version tells every instance.
CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_version (id, version) VALUES (true, 0);
