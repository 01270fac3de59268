CREATE TABLE "android_sms_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"push_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"last_contact_at" timestamp with time zone,
	"active" boolean NOT NULL,
	"unpaired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "android_sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"idx" text NOT NULL,
	"phone_number" text NOT NULL,
	"text" text NOT NULL,
	"state" text NOT NULL,
	"device_id" integer,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "android_sms_messages_state_check" CHECK ("android_sms_messages"."state" in ('Pending', 'Processed', 'Sent', 'Delivered', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "android_sms_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"registration_token_hash" text NOT NULL,
	"registration_token_sealed" text NOT NULL,
	"registration_token_created_at" timestamp with time zone NOT NULL,
	"webhook_key_sealed" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "android_sms_devices" ADD CONSTRAINT "android_sms_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "android_sms_devices" ADD CONSTRAINT "android_sms_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "android_sms_messages" ADD CONSTRAINT "android_sms_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "android_sms_messages" ADD CONSTRAINT "android_sms_messages_device_id_android_sms_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."android_sms_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "android_sms_settings" ADD CONSTRAINT "android_sms_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "android_sms_devices_tenant_idx" ON "android_sms_devices" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "android_sms_messages_idx" ON "android_sms_messages" USING btree ("tenant_id","idx");--> statement-breakpoint
CREATE INDEX "android_sms_messages_pending_idx" ON "android_sms_messages" USING btree ("tenant_id","state","id");