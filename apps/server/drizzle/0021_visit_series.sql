ALTER TABLE "visits" ADD COLUMN "series_id" integer;--> statement-breakpoint
CREATE INDEX "visits_series_idx" ON "visits" USING btree ("series_id","start_time") WHERE "visits"."series_id" is not null;