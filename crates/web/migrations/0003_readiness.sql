-- Readiness probes write here, as a ruling would: `/readyz` is 200 only when a commit goes
-- through to the database the server will reopen.
CREATE TABLE IF NOT EXISTS readiness (
    id INTEGER PRIMARY KEY,
    probed_ms BIGINT NOT NULL
);
