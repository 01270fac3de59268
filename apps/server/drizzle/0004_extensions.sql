-- Trigram indexes serve the patient and ICD searches (a contains-match on normalised text); btree_gist
-- serves the visits' no-overlap exclusion constraint. PGlite loads both through its `extensions`
-- option; PostgreSQL ships them in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
