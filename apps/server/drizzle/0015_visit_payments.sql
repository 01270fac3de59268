CREATE TABLE "visit_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"payment_date" timestamp with time zone NOT NULL,
	"voucher_id" integer,
	"idempotency_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "visit_payments_type_check" CHECK ("visit_payments"."type" between 0 and 6),
	CONSTRAINT "visit_payments_amount_check" CHECK ("visit_payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_payments_visit_idx" ON "visit_payments" USING btree ("visit_id") WHERE "visit_payments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_payments_idempotency_key" ON "visit_payments" USING btree ("tenant_id","idempotency_key");