CREATE TABLE "treatment_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_subtypes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	"name" text NOT NULL,
	"length_minutes" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "treatment_subtypes_length_check" CHECK ("treatment_subtypes"."length_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "treatments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"length_minutes" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"outpost_id" integer,
	"category_id" integer,
	CONSTRAINT "treatments_price_check" CHECK ("treatments"."price" >= 0),
	CONSTRAINT "treatments_length_check" CHECK ("treatments"."length_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "treatment_categories" ADD CONSTRAINT "treatment_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_subtypes" ADD CONSTRAINT "treatment_subtypes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_subtypes" ADD CONSTRAINT "treatment_subtypes_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_outpost_id_additional_outposts_id_fk" FOREIGN KEY ("outpost_id") REFERENCES "public"."additional_outposts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_category_id_treatment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."treatment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_categories_tenant_name_key" ON "treatment_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_subtypes_treatment_name_key" ON "treatment_subtypes" USING btree ("treatment_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "treatments_tenant_name_key" ON "treatments" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "treatments_category_idx" ON "treatments" USING btree ("category_id");