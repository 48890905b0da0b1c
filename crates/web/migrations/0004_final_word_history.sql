-- The floor's final words, append-only: a later word never erases an earlier one. The
-- `final_*` columns of `rulings` keep the latest word, for the listing's filters and exports.
CREATE TABLE IF NOT EXISTS final_words (
    id TEXT PRIMARY KEY,
    ruling_id TEXT NOT NULL REFERENCES rulings (id),
    final_word TEXT NOT NULL,
    note TEXT,
    floor TEXT,
    key_name TEXT,
    at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS final_words_ruling ON final_words (ruling_id, id);
