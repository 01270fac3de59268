CREATE TABLE "p1_buffer_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"visit_id" integer,
	"package_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"p1_id" text,
	"p1_version" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "p1_buffer_entries_visit_version" UNIQUE("tenant_id","visit_id","version"),
	CONSTRAINT "p1_buffer_entries_kind_check" CHECK ("p1_buffer_entries"."kind" in ('visit', 'prescription')),
	CONSTRAINT "p1_buffer_entries_status_check" CHECK ("p1_buffer_entries"."status" in ('waiting', 'sending', 'sent', 'error')),
	CONSTRAINT "p1_buffer_entries_subject_check" CHECK (("p1_buffer_entries"."kind" = 'visit') = ("p1_buffer_entries"."visit_id" is not null) and ("p1_buffer_entries"."kind" = 'prescription') = ("p1_buffer_entries"."package_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "p1_sim_medical_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_number" text NOT NULL,
	"visit_id" integer NOT NULL,
	"version" integer NOT NULL,
	"bundle" jsonb NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "p1_sim_medical_events_version" UNIQUE("book_number","visit_id","version")
);
--> statement-breakpoint
ALTER TABLE "p1_buffer_entries" ADD CONSTRAINT "p1_buffer_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "p1_buffer_entries_list_idx" ON "p1_buffer_entries" USING btree ("tenant_id","created_at");