-- Bounds shared by every replica on one log.
-- The rate limit per credential (GCRA): the theoretical arrival time of its next request, in
-- microseconds of the database's clock. Used on PostgreSQL, where replicas share it.
CREATE TABLE IF NOT EXISTS rate_limits (
    name TEXT PRIMARY KEY,
    tat_us BIGINT NOT NULL
);
-- Bytes of rulings stored per credential and UTC day (the daily quota).
CREATE TABLE IF NOT EXISTS usage (
    principal TEXT NOT NULL,
    day TEXT NOT NULL,
    bytes BIGINT NOT NULL,
    PRIMARY KEY (principal, day)
);
-- The readiness probe writes a row as large as a large ruling here and removes it (SQLite):
-- a probe that needs no new page passed on a full disk while every ruling failed.
CREATE TABLE IF NOT EXISTS probe_space (
    id INTEGER PRIMARY KEY,
    filler TEXT
);
