CREATE TABLE "voucher_clients" (
	"voucher_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "voucher_clients_voucher_id_client_id_pk" PRIMARY KEY("voucher_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"validity_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "voucher_kinds_type_check" CHECK ("voucher_kinds"."type" between 0 and 2),
	CONSTRAINT "voucher_kinds_quantity_check" CHECK ("voucher_kinds"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "voucher_uses_quantity_check" CHECK ("voucher_uses"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind_id" integer,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"number" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"sale_date" date NOT NULL,
	"expires_on" date,
	"seller_id" integer,
	"total" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "vouchers_type_check" CHECK ("vouchers"."type" between 0 and 2),
	CONSTRAINT "vouchers_used_check" CHECK ("vouchers"."used" >= 0 and "vouchers"."used" <= "vouchers"."total")
);
--> statement-breakpoint
ALTER TABLE "voucher_clients" ADD CONSTRAINT "voucher_clients_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_clients" ADD CONSTRAINT "voucher_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_clients" ADD CONSTRAINT "voucher_clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_kinds" ADD CONSTRAINT "voucher_kinds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_kinds" ADD CONSTRAINT "voucher_kinds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_payment_id_visit_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."visit_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_kind_id_voucher_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."voucher_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_clients_client_idx" ON "voucher_clients" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "voucher_kinds_tenant_idx" ON "voucher_kinds" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_payment_idx" ON "voucher_uses" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_idx" ON "voucher_uses" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_visit_idx" ON "voucher_uses" USING btree ("visit_id") WHERE "voucher_uses"."released_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_tenant_sale_idx" ON "vouchers" USING btree ("tenant_id","sale_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_number_idx" ON "vouchers" USING btree ("tenant_id","number") WHERE "vouchers"."deleted_at" is null;