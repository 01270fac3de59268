CREATE TABLE "drug_packs" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"description" text NOT NULL,
	"gtin" text,
	"withdrawn" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drug_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"strength" text NOT NULL,
	"form" text NOT NULL,
	"availability" text,
	"substances" text,
	"atc" text,
	"holder" text,
	"name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"prescribable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drug_packs" ADD CONSTRAINT "drug_packs_product_id_drug_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."drug_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drug_packs_product_idx" ON "drug_packs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "drug_products_name_key_idx" ON "drug_products" USING btree ("name_key" text_pattern_ops,"strength");--> statement-breakpoint
CREATE INDEX "drug_products_search_text_trgm_idx" ON "drug_products" USING gin ("search_text" gin_trgm_ops);