-- API keys: only a SHA-256 hash of each key is stored (the key itself is shown once, when it
-- is created), with a short prefix to recognise it by. A revoked key keeps its row.
CREATE TABLE IF NOT EXISTS api_keys (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    hash TEXT NOT NULL,
    prefix TEXT NOT NULL,
    created_at TEXT NOT NULL,
    revoked_at TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS api_keys_hash ON api_keys (hash);
