CREATE TABLE "p1_sim_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_key" text NOT NULL,
	"package_code" text NOT NULL,
	"book_number" text NOT NULL,
	"pwz" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "p1_sim_packages_package_key_unique" UNIQUE("package_key")
);
--> statement-breakpoint
CREATE TABLE "p1_sim_prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"position" integer NOT NULL,
	"prescription_key" text NOT NULL,
	"number_root" text NOT NULL,
	"number_extension" text NOT NULL,
	"status" text DEFAULT 'WYSTAWIONA' NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "p1_sim_prescriptions_prescription_key_unique" UNIQUE("prescription_key"),
	CONSTRAINT "p1_sim_prescriptions_number_extension_unique" UNIQUE("number_extension"),
	CONSTRAINT "p1_sim_prescriptions_status_check" CHECK ("p1_sim_prescriptions"."status" in ('WYSTAWIONA', 'ANULOWANA', 'ZREALIZOWANA'))
);
--> statement-breakpoint
ALTER TABLE "p1_sim_prescriptions" ADD CONSTRAINT "p1_sim_prescriptions_package_id_p1_sim_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."p1_sim_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "p1_sim_prescriptions_package_idx" ON "p1_sim_prescriptions" USING btree ("package_id","position");