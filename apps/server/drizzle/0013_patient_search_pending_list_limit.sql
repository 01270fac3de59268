DROP INDEX "clients_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_search_text_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone" gin_trgm_ops) WITH (gin_pending_list_limit=256);