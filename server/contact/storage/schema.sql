-- Version 1 of the database (PRAGMA user_version = 1): contact messages.
-- Applied once by server/contact/storage/db.ts; later versions go in migrations after it.

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  -- ISO 8601 UTC with milliseconds, e.g. 2025-04-09T14:03:22.123Z: sorts as text.
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  -- The client's id for one submission: a retry with the same nonce is stored once.
  nonce TEXT UNIQUE
) STRICT;

CREATE INDEX messages_created_at ON messages (created_at);
