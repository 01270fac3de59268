CREATE TABLE "visit_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"icd10_id" integer NOT NULL,
	"description" text,
	"type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "visit_conditions_type_check" CHECK ("visit_conditions"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "visit_courses" (
	"visit_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"process" text,
	"recognition" text,
	"recommendations" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "visit_procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"icd9_id" integer NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "visit_conditions" ADD CONSTRAINT "visit_conditions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_conditions" ADD CONSTRAINT "visit_conditions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_conditions" ADD CONSTRAINT "visit_conditions_icd10_id_icd10_codes_id_fk" FOREIGN KEY ("icd10_id") REFERENCES "public"."icd10_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_conditions" ADD CONSTRAINT "visit_conditions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_courses" ADD CONSTRAINT "visit_courses_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_courses" ADD CONSTRAINT "visit_courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_courses" ADD CONSTRAINT "visit_courses_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_procedures" ADD CONSTRAINT "visit_procedures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_procedures" ADD CONSTRAINT "visit_procedures_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_procedures" ADD CONSTRAINT "visit_procedures_icd9_id_icd9_codes_id_fk" FOREIGN KEY ("icd9_id") REFERENCES "public"."icd9_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_procedures" ADD CONSTRAINT "visit_procedures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_conditions_visit_idx" ON "visit_conditions" USING btree ("tenant_id","visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_conditions_one_main_idx" ON "visit_conditions" USING btree ("visit_id") WHERE "visit_conditions"."type" = 1;--> statement-breakpoint
CREATE INDEX "visit_procedures_visit_idx" ON "visit_procedures" USING btree ("tenant_id","visit_id");