CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email_address" text,
	"phone" text,
	"use_phone_for_sms" boolean DEFAULT true NOT NULL,
	"pesel" text,
	"gender" smallint DEFAULT -1 NOT NULL,
	"nip" text,
	"therapist_user_id" integer,
	"description" text,
	"knowledge_of_us" text,
	"pay_by_payu" boolean DEFAULT false NOT NULL,
	"notes" text,
	"street" text,
	"building_number" text,
	"flat_number" text,
	"postcode" text,
	"city" text,
	"region" text,
	"representative_id" integer,
	"agree_receive_sms" boolean DEFAULT true NOT NULL,
	"confirm_sms" boolean DEFAULT true NOT NULL,
	"refuse_receive_email" boolean DEFAULT false NOT NULL,
	"agree_process_data" boolean DEFAULT false NOT NULL,
	"agree_for_health_services" boolean DEFAULT true NOT NULL,
	"agree_for_commercial" boolean DEFAULT false NOT NULL,
	"covid_questionnaire" boolean DEFAULT false NOT NULL,
	"credit" boolean DEFAULT false NOT NULL,
	"credit_basis" text,
	"credit_limit" numeric(12, 2),
	"credit_valid_until" date,
	"search_text" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_therapist_user_id_users_id_fk" FOREIGN KEY ("therapist_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("tenant_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "clients_tenant_surname_idx" ON "clients" USING btree ("tenant_id","surname","name");--> statement-breakpoint
CREATE INDEX "clients_tenant_pesel_idx" ON "clients" USING btree ("tenant_id","pesel");