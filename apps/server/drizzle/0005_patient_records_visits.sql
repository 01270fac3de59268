CREATE TABLE "therapist_certificates" (
	"therapist_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"valid_until" timestamp with time zone,
	"password_sealed" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapy_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "therapy_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"status" smallint NOT NULL,
	"resources" text,
	"support_network" text,
	"needs" text,
	"planned_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"creator_user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapy_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payment_type" smallint,
	"amount" numeric(12, 2) NOT NULL,
	"visit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_user_id" integer,
	CONSTRAINT "credit_entries_amount_positive" CHECK ("credit_entries"."amount" > 0),
	CONSTRAINT "credit_entries_kind_shape" CHECK (("credit_entries"."kind" = 'payment' and "credit_entries"."payment_type" is not null) or ("credit_entries"."kind" = 'charge' and "credit_entries"."visit_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "patient_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"problem_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "icd10_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd9_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"chapter_code" text NOT NULL,
	"chapter" text NOT NULL,
	"subchapter_code" text NOT NULL,
	"subchapter" text NOT NULL,
	"main_category_code" text,
	"main_category" text,
	"detailed_category_code" text,
	"detailed_category" text,
	"search_text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachment_download_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"type" smallint NOT NULL,
	"description" text NOT NULL,
	"creator_user_id" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_diseases" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"description" text,
	"icd10_id" integer,
	"recognition_date" date NOT NULL,
	"cured_date" date,
	"subtype" smallint,
	"creator_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleter_user_id" integer,
	"delete_reason" text
);
--> statement-breakpoint
CREATE TABLE "visit_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"shifted_by" integer,
	"shifted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_start" timestamp with time zone NOT NULL,
	"old_end" timestamp with time zone NOT NULL,
	"new_start" timestamp with time zone NOT NULL,
	"new_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"room_id" integer,
	"outpost_id" integer,
	"organizational_unit_id" integer,
	"visit_type_id" integer,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_subtype" smallint DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"notes" text,
	"notes_for_reception" text,
	"patient_present" boolean DEFAULT false NOT NULL,
	"do_not_send_sms" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone,
	"modified_by" integer,
	CONSTRAINT "visits_order_check" CHECK ("visits"."start_time" <= "visits"."end_time"),
	CONSTRAINT "visits_status_check" CHECK ("visits"."status" between 0 and 5),
	CONSTRAINT "visits_status_subtype_check" CHECK ("visits"."status_subtype" between 0 and 4)
);
--> statement-breakpoint
DROP INDEX "clients_tenant_surname_idx";--> statement-breakpoint
DROP INDEX "clients_tenant_pesel_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "surname_order" text COLLATE "C" GENERATED ALWAYS AS (translate("clients"."surname", 'AaĄąBbCcĆćDdEeĘęFfGgHhIiJjKkLlŁłMmNnŃńOoÓóPpQqRrSsŚśTtUuVvWwXxYyZzŹźŻż', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZ[[]]^^__``aabbccdd')) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_order" text COLLATE "C" GENERATED ALWAYS AS (translate("clients"."name", 'AaĄąBbCcĆćDdEeĘęFfGgHhIiJjKkLlŁłMmNnŃńOoÓóPpQqRrSsŚśTtUuVvWwXxYyZzŹźŻż', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZ[[]]^^__``aabbccdd')) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "city_order" text COLLATE "C" GENERATED ALWAYS AS (translate("clients"."city", 'AaĄąBbCcĆćDdEeĘęFfGgHhIiJjKkLlŁłMmNnŃńOoÓóPpQqRrSsŚśTtUuVvWwXxYyZzŹźŻż', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZ[[]]^^__``aabbccdd')) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "description_order" text COLLATE "C" GENERATED ALWAYS AS (translate("clients"."description", 'AaĄąBbCcĆćDdEeĘęFfGgHhIiJjKkLlŁłMmNnŃńOoÓóPpQqRrSsŚśTtUuVvWwXxYyZzŹźŻż', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZ[[]]^^__``aabbccdd')) STORED;--> statement-breakpoint
ALTER TABLE "therapist_certificates" ADD CONSTRAINT "therapist_certificates_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_certificates" ADD CONSTRAINT "therapist_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_certificates" ADD CONSTRAINT "therapist_certificates_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_goals" ADD CONSTRAINT "therapy_goals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_goals" ADD CONSTRAINT "therapy_goals_plan_id_therapy_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."therapy_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_plans" ADD CONSTRAINT "therapy_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_plans" ADD CONSTRAINT "therapy_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_plans" ADD CONSTRAINT "therapy_plans_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_tasks" ADD CONSTRAINT "therapy_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_tasks" ADD CONSTRAINT "therapy_tasks_goal_id_therapy_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."therapy_goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_deleter_user_id_users_id_fk" FOREIGN KEY ("deleter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_problems" ADD CONSTRAINT "patient_problems_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_problems" ADD CONSTRAINT "patient_problems_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_problems" ADD CONSTRAINT "patient_problems_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_download_tokens" ADD CONSTRAINT "attachment_download_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_download_tokens" ADD CONSTRAINT "attachment_download_tokens_attachment_id_client_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."client_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_attachments" ADD CONSTRAINT "client_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_attachments" ADD CONSTRAINT "client_attachments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_attachments" ADD CONSTRAINT "client_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_attachments" ADD CONSTRAINT "client_attachments_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_diseases" ADD CONSTRAINT "client_diseases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_diseases" ADD CONSTRAINT "client_diseases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_diseases" ADD CONSTRAINT "client_diseases_icd10_id_icd10_codes_id_fk" FOREIGN KEY ("icd10_id") REFERENCES "public"."icd10_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_diseases" ADD CONSTRAINT "client_diseases_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_diseases" ADD CONSTRAINT "client_diseases_deleter_user_id_users_id_fk" FOREIGN KEY ("deleter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_shifts" ADD CONSTRAINT "visit_shifts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_shifts" ADD CONSTRAINT "visit_shifts_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_shifts" ADD CONSTRAINT "visit_shifts_shifted_by_users_id_fk" FOREIGN KEY ("shifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_outpost_id_additional_outposts_id_fk" FOREIGN KEY ("outpost_id") REFERENCES "public"."additional_outposts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_organizational_unit_id_organizational_units_id_fk" FOREIGN KEY ("organizational_unit_id") REFERENCES "public"."organizational_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_visit_type_id_therapist_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."therapist_visit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "therapy_goals_plan_idx" ON "therapy_goals" USING btree ("tenant_id","plan_id");--> statement-breakpoint
CREATE INDEX "therapy_plans_client_idx" ON "therapy_plans" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "therapy_tasks_goal_idx" ON "therapy_tasks" USING btree ("tenant_id","goal_id");--> statement-breakpoint
CREATE INDEX "credit_entries_client_idx" ON "credit_entries" USING btree ("tenant_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_problems_client_idx" ON "patient_problems" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "icd10_codes_code_idx" ON "icd10_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "icd10_codes_code_prefix_idx" ON "icd10_codes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "icd10_codes_search_text_trgm_idx" ON "icd10_codes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "icd9_codes_code_idx" ON "icd9_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "icd9_codes_code_prefix_idx" ON "icd9_codes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "icd9_codes_search_text_trgm_idx" ON "icd9_codes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attachment_download_tokens_expiry_idx" ON "attachment_download_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_attachments_file_key" ON "client_attachments" USING btree ("tenant_id","client_id","fingerprint");--> statement-breakpoint
CREATE INDEX "client_diseases_client_idx" ON "client_diseases" USING btree ("tenant_id","client_id","type");--> statement-breakpoint
CREATE INDEX "visit_shifts_visit_idx" ON "visit_shifts" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "visits_tenant_start_idx" ON "visits" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "visits_therapist_start_idx" ON "visits" USING btree ("therapist_id","start_time");--> statement-breakpoint
CREATE INDEX "visits_client_start_idx" ON "visits" USING btree ("client_id","start_time");--> statement-breakpoint
CREATE INDEX "visits_room_start_idx" ON "visits" USING btree ("room_id","start_time");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_representative_id_clients_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_active_surname_idx" ON "clients" USING btree ("tenant_id","surname_order","name_order","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_active_name_idx" ON "clients" USING btree ("tenant_id","name_order","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_active_description_idx" ON "clients" USING btree ("tenant_id","description_order","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_active_phone_idx" ON "clients" USING btree ("tenant_id","phone","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_active_city_idx" ON "clients" USING btree ("tenant_id","city_order","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_active_creation_idx" ON "clients" USING btree ("tenant_id","creation_time","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_active_pesel_idx" ON "clients" USING btree ("tenant_id","pesel","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_search_text_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone" gin_trgm_ops);