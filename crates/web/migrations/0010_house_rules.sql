-- House rules: the profile each ruling was given under (its name, version and the digest of its
-- file; none for a ruling under the TDA alone), and every profile's file as the log first saw
-- it, written in the same transaction as that ruling, so that a logged ruling can be ruled
-- again under the version it was given under whatever the profile's file says today.
ALTER TABLE rulings ADD COLUMN house_profile TEXT;
ALTER TABLE rulings ADD COLUMN house_version TEXT;
ALTER TABLE rulings ADD COLUMN house_digest TEXT;
CREATE INDEX IF NOT EXISTS rulings_house_profile_id ON rulings (house_profile, id);
CREATE TABLE IF NOT EXISTS house_profiles (
    digest TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    version TEXT NOT NULL,
    text TEXT NOT NULL,
    first_seen TEXT NOT NULL
);
