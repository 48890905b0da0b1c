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
    idempotency_key TEXT,
    request TEXT NOT NULL,
    ruling TEXT NOT NULL,
    final_word TEXT,
    final_note TEXT,
    final_at TEXT
);
-- Ids are ULIDs: ordered by time, so time ranges are id ranges on the primary key. Each extra
-- index costs every insert; the table is the one filter that needs one on a long log.
CREATE INDEX IF NOT EXISTS rulings_table ON rulings (table_id);
-- Only rulings sent with an Idempotency-Key carry one: a partial index skips the others.
CREATE UNIQUE INDEX IF NOT EXISTS rulings_idempotency_key ON rulings (idempotency_key)
    WHERE idempotency_key IS NOT NULL;
