-- Version 1 of the contact schema in PostgreSQL (DATABASE_URL): what the SQLite schema holds at
-- its version 2 (../schema.sql, ../schema-2.sql), in one step. Applied once by migrate.ts, which
-- records it in contact_migrations; later versions go in files 002-…, 003-… beside it.

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  -- The client's id for one submission: a retry with the same nonce is stored once.
  nonce text UNIQUE
);

CREATE INDEX messages_created_at ON messages (created_at);

-- A token that carried a stored message (its signature), kept until it would have expired anyway.
CREATE TABLE used_tokens (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE INDEX used_tokens_expires_at ON used_tokens (expires_at);

-- One row per stored message per source that sent it (a keyed hash, never an address), kept
-- 24 hours: docs/decisions/021-contact-cap-shares-and-single-use-tokens.md.
CREATE TABLE source_charges (
  source text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX source_charges_source ON source_charges (source, created_at);
CREATE INDEX source_charges_created_at ON source_charges (created_at);
