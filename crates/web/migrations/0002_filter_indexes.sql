-- Every filter of the log listing reads an index in id order: an equality on the column and
-- then ids (time) in order, so a page of one table is found without scanning or sorting the
-- table's other rulings (`EXPLAIN QUERY PLAN` is checked in the tests).
DROP INDEX IF EXISTS rulings_table;
CREATE INDEX IF NOT EXISTS rulings_table_id ON rulings (table_id, id);
CREATE INDEX IF NOT EXISTS rulings_tournament_id ON rulings (tournament, id);
CREATE INDEX IF NOT EXISTS rulings_outcome_id ON rulings (outcome, id);
CREATE INDEX IF NOT EXISTS rulings_rule_key_id ON rulings (rule_key, id);
