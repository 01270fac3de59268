ALTER TABLE "prescriptions" ADD COLUMN "kind" text DEFAULT 'ZW' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "entitlement_code" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "entitlement_description" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "realize_from" date;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "no_substitution" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;