DROP INDEX "clients_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_phone_trgm_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_lead1" text COLLATE "C" GENERATED ALWAYS AS (split_part("clients"."search_text", ' ', 1)) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_lead2" text COLLATE "C" GENERATED ALWAYS AS (split_part("clients"."search_text", ' ', 2)) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_lead3" text COLLATE "C" GENERATED ALWAYS AS (split_part("clients"."search_text", ' ', 3)) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_rest" text GENERATED ALWAYS AS (substr(split_part("clients"."search_text", ' ', 1), 2) || ' ' || substr(split_part("clients"."search_text", ' ', 2), 2) || ' ' || substr(split_part("clients"."search_text", ' ', 3), 2) || ' ' || substr("clients"."search_text", length(split_part("clients"."search_text", ' ', 1)) + length(split_part("clients"."search_text", ' ', 2)) + length(split_part("clients"."search_text", ' ', 3)) + 4)) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone_lead" text COLLATE "C" GENERATED ALWAYS AS ("clients"."phone") STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone_rest" text GENERATED ALWAYS AS (substr("clients"."phone", 2)) STORED;--> statement-breakpoint
CREATE INDEX "clients_active_search_lead1_idx" ON "clients" USING btree ("tenant_id","search_lead1","surname_order","name_order","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_active_search_lead2_idx" ON "clients" USING btree ("tenant_id","search_lead2","surname_order","name_order","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_active_search_lead3_idx" ON "clients" USING btree ("tenant_id","search_lead3","surname_order","name_order","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_active_phone_lead_idx" ON "clients" USING btree ("tenant_id","phone_lead","surname_order","name_order","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_search_rest_trgm_idx" ON "clients" USING gin ("search_rest" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "clients_phone_rest_trgm_idx" ON "clients" USING gin ("phone_rest" gin_trgm_ops) WITH (gin_pending_list_limit=256);