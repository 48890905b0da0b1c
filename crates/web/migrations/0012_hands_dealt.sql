-- Hands dealt at a table, as the floor or the dealer's system reports them: what a penalty of
-- missed hands is counted against (Rule 71-C: a penalised player misses the hands dealt at the
-- table while away; 35-C: a misdeal and its re-deal are one hand, so one report).
CREATE TABLE IF NOT EXISTS hands_dealt (
    id TEXT PRIMARY KEY,
    tournament TEXT NOT NULL,
    table_id TEXT NOT NULL,
    hands BIGINT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS hands_dealt_table ON hands_dealt (tournament, table_id, id);
