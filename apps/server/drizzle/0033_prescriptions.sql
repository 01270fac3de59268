CREATE TABLE "prescription_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"visit_id" integer,
	"creator_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"p1_key" text,
	"p1_code" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"type" text NOT NULL,
	"fee_level" text NOT NULL,
	"product_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"gtin" text NOT NULL,
	"drug_name" text NOT NULL,
	"pack_name" text NOT NULL,
	"packs" integer NOT NULL,
	"dosage" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"p1_key" text,
	"p1_number_root" text,
	"p1_number_extension" text
);
--> statement-breakpoint
ALTER TABLE "prescription_packages" ADD CONSTRAINT "prescription_packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_packages" ADD CONSTRAINT "prescription_packages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_packages" ADD CONSTRAINT "prescription_packages_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_packages" ADD CONSTRAINT "prescription_packages_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_packages" ADD CONSTRAINT "prescription_packages_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_package_id_prescription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."prescription_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_packages_client_idx" ON "prescription_packages" USING btree ("tenant_id","client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_package_position_idx" ON "prescriptions" USING btree ("package_id","position");