CREATE TABLE "totp_accepted_steps" (
	"tenant_id" integer NOT NULL,
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_step" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "totp_accepted_steps" ADD CONSTRAINT "totp_accepted_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_accepted_steps" ADD CONSTRAINT "totp_accepted_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;