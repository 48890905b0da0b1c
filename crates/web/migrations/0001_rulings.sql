-- The rulings log: one row per ruling given, append-only but for the floor's final word.
CREATE TABLE IF NOT EXISTS rulings (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    edition TEXT NOT NULL,
    language TEXT NOT NULL,
    dispute_type TEXT NOT NULL,
    outcome TEXT NOT NULL,
    rule_key TEXT NOT NULL,
    tournament TEXT,
    table_id TEXT,
    floor TEXT,
    idempotency_key TEXT UNIQUE,
    request TEXT NOT NULL,
    ruling TEXT NOT NULL,
    final_word TEXT,
    final_note TEXT,
    final_at TEXT
);
CREATE INDEX IF NOT EXISTS rulings_created_ms ON rulings (created_ms);
CREATE INDEX IF NOT EXISTS rulings_table ON rulings (table_id);
CREATE INDEX IF NOT EXISTS rulings_tournament ON rulings (tournament);
CREATE INDEX IF NOT EXISTS rulings_outcome ON rulings (outcome);
CREATE INDEX IF NOT EXISTS rulings_rule ON rulings (rule_key);
