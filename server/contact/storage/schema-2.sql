-- Version 2 (PRAGMA user_version = 2): single-use form tokens, and what each source sent, so that
-- no one source takes more than its share of the daily cap (docs/decisions/021-contact-cap-shares-and-single-use-tokens.md).

-- A token that carried a stored message, kept until it would have expired anyway.
CREATE TABLE used_tokens (
  -- The token's signature (base64url): unique to the token.
  id TEXT PRIMARY KEY,
  -- ISO 8601 UTC, as messages.created_at.
  expires_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;

CREATE INDEX used_tokens_expires_at ON used_tokens (expires_at);

-- One row per stored message per source that sent it, kept 24 hours. A source is a keyed hash
-- (HMAC with the form's key) of an address range, never an address: 'net:…' the sender's,
-- 'issuer:…' the one that fetched the token, or 'tokenless' for the form posted without one.
CREATE TABLE source_charges (
  source TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

CREATE INDEX source_charges_source ON source_charges (source, created_at);
CREATE INDEX source_charges_created_at ON source_charges (created_at);
