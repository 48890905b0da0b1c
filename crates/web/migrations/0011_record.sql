-- The floor's record (players, the penalty register, consistency, incidents, webhooks).
-- Each ruling's decisive facts as a digest (GET /v1/rulings/{id}/similar), whether the floor
-- decides it (the supervisor's queue), the player who was penalised (the penalty register)
-- and the players seated (",id,id," for the player's record). Player ids and names are
-- personal data: `players`, `offender` and the request's `player` fields are what an erasure
-- rewrites.
ALTER TABLE rulings ADD COLUMN fingerprint TEXT;
ALTER TABLE rulings ADD COLUMN discretion BIGINT;
ALTER TABLE rulings ADD COLUMN offender TEXT;
ALTER TABLE rulings ADD COLUMN players TEXT;
CREATE INDEX IF NOT EXISTS rulings_fingerprint_id ON rulings (fingerprint, id);
CREATE INDEX IF NOT EXISTS rulings_register ON rulings (tournament, offender, id);
CREATE INDEX IF NOT EXISTS rulings_queue ON rulings (discretion, final_word, id);
CREATE INDEX IF NOT EXISTS rulings_actor_id ON rulings (actor_name, id);
CREATE INDEX IF NOT EXISTS rulings_dispute_rule ON rulings (dispute_type, rule_key, id);
-- Incidents away from a hand, append-only; a supervisor's sign-off is a row of its own.
CREATE TABLE IF NOT EXISTS incidents (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    tournament TEXT,
    table_id TEXT,
    seat BIGINT,
    player_id TEXT,
    player_name TEXT,
    kind TEXT NOT NULL,
    occurred_at TEXT,
    seen TEXT NOT NULL,
    witnesses TEXT NOT NULL,
    ruling_id TEXT,
    language TEXT NOT NULL,
    actor_kind TEXT,
    actor_id TEXT,
    actor_name TEXT
);
CREATE INDEX IF NOT EXISTS incidents_tournament_id ON incidents (tournament, id);
CREATE INDEX IF NOT EXISTS incidents_player_id ON incidents (player_id, id);
CREATE TABLE IF NOT EXISTS incident_signoffs (
    id TEXT PRIMARY KEY,
    incident_id TEXT NOT NULL REFERENCES incidents (id),
    note TEXT,
    at TEXT NOT NULL,
    actor_kind TEXT,
    actor_id TEXT,
    actor_name TEXT
);
CREATE INDEX IF NOT EXISTS incident_signoffs_incident ON incident_signoffs (incident_id, id);
-- The outbox: one row per event, written in the transaction that made the event (a trigger
-- for a ruling, the final word's and the incident's own transactions), so no event is lost
-- across a restart. Its id is the event's for receivers (they drop duplicates by it).
CREATE TABLE IF NOT EXISTS outbox (
    id TEXT PRIMARY KEY,
    event TEXT NOT NULL,
    subject TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    dispatched BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (dispatched, id);
-- Webhook subscriptions (admins), and each event's delivery to each subscription.
CREATE TABLE IF NOT EXISTS webhooks (
    id TEXT PRIMARY KEY,
    url TEXT NOT NULL,
    secret TEXT NOT NULL,
    events TEXT NOT NULL,
    active BIGINT NOT NULL,
    created_at TEXT NOT NULL,
    created_by TEXT
);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
    id TEXT PRIMARY KEY,
    webhook_id TEXT NOT NULL REFERENCES webhooks (id),
    event_id TEXT NOT NULL REFERENCES outbox (id),
    status TEXT NOT NULL,
    attempts BIGINT NOT NULL,
    next_ms BIGINT NOT NULL,
    last_status BIGINT,
    last_error TEXT,
    delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_ms);
CREATE INDEX IF NOT EXISTS webhook_deliveries_webhook ON webhook_deliveries (webhook_id, id);
