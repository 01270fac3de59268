CREATE TABLE "drug_search_words" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"name_key" text NOT NULL,
	"strength" text NOT NULL
);
--> statement-breakpoint
-- A registry loaded before is still found: its words come from the column they replace.
INSERT INTO "drug_search_words" ("word", "product_id", "name_key", "strength")
SELECT DISTINCT w, "id", "name_key", "strength"
FROM "drug_products", regexp_split_to_table(btrim("search_text"), ' ') AS w
WHERE "prescribable" AND w <> '';--> statement-breakpoint
DROP INDEX "drug_products_search_text_trgm_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "drug_search_words_word_product_idx" ON "drug_search_words" USING btree ("word" text_pattern_ops,"product_id");--> statement-breakpoint
ALTER TABLE "drug_products" DROP COLUMN "search_text";
