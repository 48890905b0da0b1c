-- A player's record in an event (`GET /v1/players/{id}`) searched the event's rulings by their
-- `players` column (",id,id,"), reading every row of the event for it: 66 ms for an event of
-- 20,000 rulings in a log of 1,000,000. This index holds the column beside the event, for the
-- rulings that seat players only, so the search reads the index alone.
CREATE INDEX IF NOT EXISTS rulings_players ON rulings (tournament, players, id)
    WHERE players IS NOT NULL;
