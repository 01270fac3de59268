CREATE TABLE "ordered_treatments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	"subtype_id" integer,
	"source_visit_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "ordered_treatments_order_check" CHECK ("ordered_treatments"."start_time" < "ordered_treatments"."end_time")
);
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "treatment_id" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "treatment_subtype_id" integer;--> statement-breakpoint
ALTER TABLE "ordered_treatments" ADD CONSTRAINT "ordered_treatments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordered_treatments" ADD CONSTRAINT "ordered_treatments_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordered_treatments" ADD CONSTRAINT "ordered_treatments_subtype_id_treatment_subtypes_id_fk" FOREIGN KEY ("subtype_id") REFERENCES "public"."treatment_subtypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordered_treatments" ADD CONSTRAINT "ordered_treatments_source_visit_id_visits_id_fk" FOREIGN KEY ("source_visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordered_treatments" ADD CONSTRAINT "ordered_treatments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordered_treatments" ADD CONSTRAINT "ordered_treatments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ordered_treatments_treatment_start_idx" ON "ordered_treatments" USING btree ("treatment_id","start_time");--> statement-breakpoint
CREATE INDEX "ordered_treatments_source_visit_idx" ON "ordered_treatments" USING btree ("source_visit_id");--> statement-breakpoint
CREATE INDEX "ordered_treatments_client_start_idx" ON "ordered_treatments" USING btree ("client_id","start_time");--> statement-breakpoint
CREATE INDEX "ordered_treatments_tenant_start_idx" ON "ordered_treatments" USING btree ("tenant_id","start_time");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_treatment_subtype_id_treatment_subtypes_id_fk" FOREIGN KEY ("treatment_subtype_id") REFERENCES "public"."treatment_subtypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_treatment_start_idx" ON "visits" USING btree ("treatment_id","start_time") WHERE "visits"."treatment_id" is not null;