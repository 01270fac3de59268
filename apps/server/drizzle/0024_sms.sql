CREATE TABLE "sms_message_visits" (
	"message_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "sms_message_visits_message_id_visit_id_pk" PRIMARY KEY("message_id","visit_id")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"client_id" integer,
	"visit_id" integer,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"parts" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"provider_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"sent_by" integer,
	"outcome" text,
	"reply_to_id" integer,
	CONSTRAINT "sms_messages_direction_check" CHECK ("sms_messages"."direction" in ('out', 'in')),
	CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "sms_send_from" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "sms_send_to" text DEFAULT '20:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "sms_undo_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "status_before_cancel" smallint;--> statement-breakpoint
ALTER TABLE "sms_message_visits" ADD CONSTRAINT "sms_message_visits_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_message_visits" ADD CONSTRAINT "sms_message_visits_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_message_visits" ADD CONSTRAINT "sms_message_visits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_message_visits_visit_idx" ON "sms_message_visits" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_key_idx" ON "sms_messages" USING btree ("tenant_id","kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_in_idx" ON "sms_messages" USING btree ("tenant_id","provider_id") WHERE "sms_messages"."direction" = 'in';--> statement-breakpoint
CREATE INDEX "sms_messages_client_idx" ON "sms_messages" USING btree ("tenant_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_list_idx" ON "sms_messages" USING btree ("tenant_id","direction","created_at");