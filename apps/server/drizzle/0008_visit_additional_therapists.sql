CREATE TABLE "visit_additional_therapists" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"visit_type_id" integer
);
--> statement-breakpoint
ALTER TABLE "visit_additional_therapists" ADD CONSTRAINT "visit_additional_therapists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_additional_therapists" ADD CONSTRAINT "visit_additional_therapists_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_additional_therapists" ADD CONSTRAINT "visit_additional_therapists_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_additional_therapists" ADD CONSTRAINT "visit_additional_therapists_visit_type_id_therapist_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."therapist_visit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_additional_therapists_visit_therapist_key" ON "visit_additional_therapists" USING btree ("visit_id","therapist_id");--> statement-breakpoint
CREATE INDEX "visit_additional_therapists_therapist_idx" ON "visit_additional_therapists" USING btree ("therapist_id");