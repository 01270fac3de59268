CREATE TABLE "payu_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"refund_id" text,
	"status" text,
	"algorithm" text,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payu_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"order_id" text,
	"ext_order_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"description" text NOT NULL,
	"redirect_uri" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"status_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_id" integer,
	CONSTRAINT "payu_orders_amount_check" CHECK ("payu_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payu_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"payu_order_id" integer NOT NULL,
	"refund_id" text,
	"ext_refund_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"status_at" timestamp with time zone,
	CONSTRAINT "payu_refunds_amount_check" CHECK ("payu_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payu_visit_flags" (
	"visit_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"pay_by_payu" boolean NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
ALTER TABLE "payu_notifications" ADD CONSTRAINT "payu_notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_orders" ADD CONSTRAINT "payu_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_orders" ADD CONSTRAINT "payu_orders_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_orders" ADD CONSTRAINT "payu_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_orders" ADD CONSTRAINT "payu_orders_payment_id_visit_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."visit_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_refunds" ADD CONSTRAINT "payu_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_refunds" ADD CONSTRAINT "payu_refunds_payu_order_id_payu_orders_id_fk" FOREIGN KEY ("payu_order_id") REFERENCES "public"."payu_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_refunds" ADD CONSTRAINT "payu_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_visit_flags" ADD CONSTRAINT "payu_visit_flags_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_visit_flags" ADD CONSTRAINT "payu_visit_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payu_visit_flags" ADD CONSTRAINT "payu_visit_flags_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payu_notifications_order_idx" ON "payu_notifications" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payu_orders_ext_order_id" ON "payu_orders" USING btree ("tenant_id","ext_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payu_orders_order_id" ON "payu_orders" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "payu_orders_visit_idx" ON "payu_orders" USING btree ("tenant_id","visit_id","created_at");--> statement-breakpoint
CREATE INDEX "payu_orders_created_idx" ON "payu_orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "payu_orders_payment_idx" ON "payu_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payu_refunds_order_idx" ON "payu_refunds" USING btree ("payu_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payu_refunds_ext_refund_id" ON "payu_refunds" USING btree ("tenant_id","ext_refund_id");