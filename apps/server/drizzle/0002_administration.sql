CREATE TABLE "user_outposts" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outpost_id" integer NOT NULL,
	CONSTRAINT "user_outposts_user_id_outpost_id_pk" PRIMARY KEY("user_id","outpost_id")
);
--> statement-breakpoint
CREATE TABLE "role_reports" (
	"tenant_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	CONSTRAINT "role_reports_role_id_report_id_pk" PRIMARY KEY("role_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "therapist_icd9_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapist_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"time_start" time NOT NULL,
	"time_end" time NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "therapist_schedules_day_check" CHECK ("therapist_schedules"."day" between 0 and 6),
	CONSTRAINT "therapist_schedules_order_check" CHECK ("therapist_schedules"."time_start" < "therapist_schedules"."time_end")
);
--> statement-breakpoint
CREATE TABLE "therapist_visit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"nazwa" text NOT NULL,
	"cena" numeric(12, 2) NOT NULL,
	"dlugosc_wizyty" integer NOT NULL,
	"aktywna" boolean DEFAULT true NOT NULL,
	"domyslny_kod_icd9" text,
	"domyslny_kod_icd9_opis" text,
	"prowizja" numeric(12, 2) DEFAULT '0' NOT NULL,
	"prowizja_procent" numeric(5, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "therapist_visit_types_length_check" CHECK ("therapist_visit_types"."dlugosc_wizyty" > 0),
	CONSTRAINT "therapist_visit_types_percent_check" CHECK ("therapist_visit_types"."prowizja_procent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "agreement_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"nip" text DEFAULT '' NOT NULL,
	"regon" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"numer_budynku" text DEFAULT '' NOT NULL,
	"numer_lokalu" text DEFAULT '' NOT NULL,
	"numer_ksiegi_rejestrowej" text DEFAULT '' NOT NULL,
	"www_url" text DEFAULT '' NOT NULL,
	"logo_base64" text DEFAULT '' NOT NULL,
	"godzina_otwarcia_start" text DEFAULT '06:00' NOT NULL,
	"godzina_otwarcia_koniec" text DEFAULT '22:00' NOT NULL,
	"typ_dzialanosci" smallint DEFAULT 0 NOT NULL,
	"inspektor_danych_nazwa" text DEFAULT '' NOT NULL,
	"inspektor_danych_ulica" text DEFAULT '' NOT NULL,
	"inspektor_danych_kod_pocztowy" text DEFAULT '' NOT NULL,
	"inspektor_danych_miasto" text DEFAULT '' NOT NULL,
	"inspektor_danych_email" text DEFAULT '' NOT NULL,
	"inspektor_danych_telefon" text DEFAULT '' NOT NULL,
	"id_name" text DEFAULT '' NOT NULL,
	"id_street" text DEFAULT '' NOT NULL,
	"id_post_code" text DEFAULT '' NOT NULL,
	"id_city" text DEFAULT '' NOT NULL,
	"id_email" text DEFAULT '' NOT NULL,
	"days_before_send_visit_sms" integer DEFAULT 1 NOT NULL,
	"visit_sms_template" text DEFAULT '' NOT NULL,
	"confirm_answers_visit_sms" text DEFAULT '' NOT NULL,
	"cancel_answers_visit_sms" text DEFAULT '' NOT NULL,
	"multi_visit_sms_template" text DEFAULT '' NOT NULL,
	"wizyta_sms_zaproszenie" text DEFAULT '' NOT NULL,
	"szablon_sms_odwolanie" text DEFAULT '' NOT NULL,
	"szablon_sms_opoznienie" text DEFAULT '' NOT NULL,
	"szablon_sms_zaproszenie" text DEFAULT '' NOT NULL,
	"szablon_sms_opinia" text DEFAULT '' NOT NULL,
	"szablon_sms_recepta" text DEFAULT '' NOT NULL,
	"szablon_sms_wizyta_payu" text DEFAULT '' NOT NULL,
	"szablon_sms_wizyta_payu_przypomnienie" text DEFAULT '' NOT NULL,
	"days_before_visit_for_payu_reminder" integer DEFAULT 0 NOT NULL,
	"znany_lekarz_enabled" boolean DEFAULT false NOT NULL,
	"znany_lekarz_placowka_id" text DEFAULT '' NOT NULL,
	"calendar_event_height" integer DEFAULT 0 NOT NULL,
	"force_calendar_to_one_therapist" boolean DEFAULT false NOT NULL,
	"show_notes_on_calendar_event" boolean DEFAULT false NOT NULL,
	"leave_cancelled_visit_in_calendar" boolean DEFAULT false NOT NULL,
	"sms_confirmation_will_be_sent" boolean DEFAULT false NOT NULL,
	"show_payment_icon_in_calendar" boolean DEFAULT false NOT NULL,
	"show_notes_icon_in_calendar" boolean DEFAULT false NOT NULL,
	"show_additional_therapists_for_visit_creation" boolean DEFAULT false NOT NULL,
	"allow_regular_visits" boolean DEFAULT false NOT NULL,
	"calendar_time_scale" integer DEFAULT 30 NOT NULL,
	"payu_client_id" text DEFAULT '' NOT NULL,
	"payu_client_secret" text,
	"payu_pos_id" text DEFAULT '' NOT NULL,
	"payu_md5_key" text,
	"payu_confirm_visits_by_payment" boolean DEFAULT false NOT NULL,
	"payu_payment_link_lifetime" integer DEFAULT 0 NOT NULL,
	"hours_before_visit_for_payu_refund" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapist_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"time_start" time NOT NULL,
	"time_end" time NOT NULL,
	CONSTRAINT "therapist_breaks_day_check" CHECK ("therapist_breaks"."day" between 0 and 6),
	CONSTRAINT "therapist_breaks_order_check" CHECK ("therapist_breaks"."time_start" < "therapist_breaks"."time_end")
);
--> statement-breakpoint
CREATE TABLE "therapist_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "therapist_leaves_order_check" CHECK ("therapist_leaves"."start_date" <= "therapist_leaves"."end_date")
);
--> statement-breakpoint
CREATE TABLE "therapist_open_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"time_start" time NOT NULL,
	"time_end" time NOT NULL,
	CONSTRAINT "therapist_open_days_dates_check" CHECK ("therapist_open_days"."start_date" <= "therapist_open_days"."end_date"),
	CONSTRAINT "therapist_open_days_times_check" CHECK ("therapist_open_days"."time_start" < "therapist_open_days"."time_end")
);
--> statement-breakpoint
CREATE TABLE "therapist_quick_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"time_start" timestamp with time zone NOT NULL,
	"time_end" timestamp with time zone NOT NULL,
	CONSTRAINT "therapist_quick_breaks_order_check" CHECK ("therapist_quick_breaks"."time_start" < "therapist_quick_breaks"."time_end")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"outpost_id" integer,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "clinic_days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "pwz" text;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "visit_time" integer;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "sms_template" text;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "main_organizational_unit_id" integer;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "pl_medical_profession" text;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "medical_chamber_code" text;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "znany_lekarz_id" text;--> statement-breakpoint
ALTER TABLE "user_outposts" ADD CONSTRAINT "user_outposts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_outposts" ADD CONSTRAINT "user_outposts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_outposts" ADD CONSTRAINT "user_outposts_outpost_id_additional_outposts_id_fk" FOREIGN KEY ("outpost_id") REFERENCES "public"."additional_outposts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_reports" ADD CONSTRAINT "role_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_reports" ADD CONSTRAINT "role_reports_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_icd9_categories" ADD CONSTRAINT "therapist_icd9_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_icd9_categories" ADD CONSTRAINT "therapist_icd9_categories_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_schedules" ADD CONSTRAINT "therapist_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_schedules" ADD CONSTRAINT "therapist_schedules_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_visit_types" ADD CONSTRAINT "therapist_visit_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_visit_types" ADD CONSTRAINT "therapist_visit_types_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_templates" ADD CONSTRAINT "agreement_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_templates" ADD CONSTRAINT "agreement_templates_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_breaks" ADD CONSTRAINT "therapist_breaks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_breaks" ADD CONSTRAINT "therapist_breaks_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_leaves" ADD CONSTRAINT "therapist_leaves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_leaves" ADD CONSTRAINT "therapist_leaves_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_open_days" ADD CONSTRAINT "therapist_open_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_open_days" ADD CONSTRAINT "therapist_open_days_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_quick_breaks" ADD CONSTRAINT "therapist_quick_breaks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_quick_breaks" ADD CONSTRAINT "therapist_quick_breaks_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_outpost_id_additional_outposts_id_fk" FOREIGN KEY ("outpost_id") REFERENCES "public"."additional_outposts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_days_off" ADD CONSTRAINT "clinic_days_off_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "therapist_icd9_categories_key" ON "therapist_icd9_categories" USING btree ("therapist_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "therapist_schedules_day_key" ON "therapist_schedules" USING btree ("therapist_id","day");--> statement-breakpoint
CREATE INDEX "therapist_visit_types_therapist_idx" ON "therapist_visit_types" USING btree ("therapist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_templates_type_key" ON "agreement_templates" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "company_settings_tenant_key" ON "company_settings" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "therapist_breaks_therapist_idx" ON "therapist_breaks" USING btree ("therapist_id");--> statement-breakpoint
CREATE INDEX "therapist_leaves_therapist_idx" ON "therapist_leaves" USING btree ("therapist_id");--> statement-breakpoint
CREATE INDEX "therapist_open_days_therapist_idx" ON "therapist_open_days" USING btree ("therapist_id","start_date");--> statement-breakpoint
CREATE INDEX "therapist_quick_breaks_therapist_idx" ON "therapist_quick_breaks" USING btree ("therapist_id","time_start");--> statement-breakpoint
CREATE INDEX "rooms_tenant_idx" ON "rooms" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_days_off_tenant_date_key" ON "clinic_days_off" USING btree ("tenant_id","date");--> statement-breakpoint
ALTER TABLE "therapists" ADD CONSTRAINT "therapists_group_id_therapist_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."therapist_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapists" ADD CONSTRAINT "therapists_main_organizational_unit_id_organizational_units_id_fk" FOREIGN KEY ("main_organizational_unit_id") REFERENCES "public"."organizational_units"("id") ON DELETE set null ON UPDATE no action;