-- Lighter writes (issue 36): every index of `rulings` is written by every ruling, and on SQLite
-- each one is a page copied into the WAL at each commit. The indexes that only some rulings
-- need now hold only those rulings: the penalty register holds rulings with an offender, the
-- supervisor's queue the rulings the floor decides, the house filter rulings given under a
-- profile. Their queries name those conditions (`offender = …`, `discretion = 1`,
-- `house_profile = …`), so they still read the same index (the query-plan tests say so).
-- `rulings_actor_id` was read by no query (the overrule rates group by an expression of the
-- actor and the floor, which no index serves): dropped.
DROP INDEX IF EXISTS rulings_register;
CREATE INDEX IF NOT EXISTS rulings_register ON rulings (tournament, offender, id)
    WHERE offender IS NOT NULL;
DROP INDEX IF EXISTS rulings_queue;
CREATE INDEX IF NOT EXISTS rulings_queue ON rulings (discretion, final_word, id)
    WHERE discretion = 1;
DROP INDEX IF EXISTS rulings_house_profile_id;
CREATE INDEX IF NOT EXISTS rulings_house_profile_id ON rulings (house_profile, id)
    WHERE house_profile IS NOT NULL;
DROP INDEX IF EXISTS rulings_actor_id;
