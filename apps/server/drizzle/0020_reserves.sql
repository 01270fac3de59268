CREATE TABLE "reserve_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"reserve_id" integer NOT NULL,
	"date_start" date,
	"date_end" date,
	"start_time" time,
	"end_time" time,
	"week_days" smallint[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserves" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"therapist_id" integer,
	"visit_type_id" integer,
	"visit_minutes" integer NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" integer,
	"visit_id" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reserves_priority_check" CHECK ("reserves"."priority" between 0 and 2),
	CONSTRAINT "reserves_minutes_check" CHECK ("reserves"."visit_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "reserve_schedules" ADD CONSTRAINT "reserve_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_schedules" ADD CONSTRAINT "reserve_schedules_reserve_id_reserves_id_fk" FOREIGN KEY ("reserve_id") REFERENCES "public"."reserves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_visit_type_id_therapist_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."therapist_visit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserve_schedules_reserve_idx" ON "reserve_schedules" USING btree ("reserve_id");--> statement-breakpoint
CREATE INDEX "reserves_waiting_idx" ON "reserves" USING btree ("tenant_id","priority" DESC NULLS LAST,"created_at") WHERE "reserves"."visit_id" is null;