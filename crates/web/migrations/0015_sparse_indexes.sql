-- Lighter writes (issue 36, fourth round): on SQLite every index a row enters is a page copied
-- into the WAL at each commit, and again into the database at the next checkpoint. These three
-- now hold only the rows their queries can ask for:
-- - the outbox's queue (`outbox_pending`) holds the events still to dispatch: the dispatcher
--   reads `WHERE dispatched = 0`, and an event written dispatched (no subscriber) or marked so
--   leaves it, so with nobody subscribed a ruling's event enters no index but its id's;
-- - the table and event filters of the log listing (`table_id = …`, `tournament = …`) hold
--   the rulings that name a table or an event: an equality implies the column is not null, so
--   the listing's queries still read the same index (the query-plan tests say so), and a
--   ruling without that context (the console's, a casino system that sends none) enters
--   neither.
DROP INDEX IF EXISTS outbox_pending;
CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (dispatched, id) WHERE dispatched = 0;
DROP INDEX IF EXISTS rulings_table_id;
CREATE INDEX IF NOT EXISTS rulings_table_id ON rulings (table_id, id) WHERE table_id IS NOT NULL;
DROP INDEX IF EXISTS rulings_tournament_id;
CREATE INDEX IF NOT EXISTS rulings_tournament_id ON rulings (tournament, id)
    WHERE tournament IS NOT NULL;
