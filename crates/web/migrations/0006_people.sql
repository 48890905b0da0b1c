-- People and who did what. Staff accounts sign in with a name and a PIN or password (its
-- Argon2id PHC string is stored) and get short-lived sessions (only a SHA-256 of each session
-- token is stored). Every record names the credential that made it: `*_kind` is `key`,
-- `staff` or `cli` (the command line on the server), `*_id` its id, `*_name` its name.
CREATE TABLE IF NOT EXISTS staff (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- The name folded for sign-in (trimmed, lower case): unique among active accounts.
    name_key TEXT NOT NULL,
    role TEXT NOT NULL,
    secret_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    created_by TEXT,
    disabled_at TEXT,
    disabled_by TEXT,
    -- Sign-in failures in a row, and until when the account refuses sign-ins (ms).
    failures BIGINT NOT NULL DEFAULT 0,
    locked_until_ms BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS staff_name_key ON staff (name_key);
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    staff_id TEXT NOT NULL REFERENCES staff (id),
    hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_ms BIGINT NOT NULL,
    last_seen_ms BIGINT NOT NULL,
    revoked_at TEXT,
    revoked_by TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS sessions_hash ON sessions (hash);
CREATE INDEX IF NOT EXISTS sessions_staff ON sessions (staff_id);
-- Keys: an expiry, who made and revoked each, and the key a rotation replaced.
ALTER TABLE api_keys ADD COLUMN expires_ms BIGINT;
ALTER TABLE api_keys ADD COLUMN created_by TEXT;
ALTER TABLE api_keys ADD COLUMN revoked_by TEXT;
ALTER TABLE api_keys ADD COLUMN rotated_from TEXT;
-- A ruling: who asked for it, and the server's id of the request (the access log's).
ALTER TABLE rulings ADD COLUMN actor_kind TEXT;
ALTER TABLE rulings ADD COLUMN actor_id TEXT;
ALTER TABLE rulings ADD COLUMN actor_name TEXT;
ALTER TABLE rulings ADD COLUMN request_id TEXT;
-- A final word: given (by a supervisor), proposed (by the floor) or confirmed (a supervisor
-- confirming a proposal, named in `confirms`), and who.
ALTER TABLE final_words ADD COLUMN status TEXT NOT NULL DEFAULT 'given';
ALTER TABLE final_words ADD COLUMN confirms TEXT;
ALTER TABLE final_words ADD COLUMN actor_kind TEXT;
ALTER TABLE final_words ADD COLUMN actor_id TEXT;
ALTER TABLE final_words ADD COLUMN actor_name TEXT;
