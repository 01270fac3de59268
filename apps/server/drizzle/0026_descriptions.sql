CREATE TABLE "description_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "description_category_links" (
	"description_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "description_category_links_description_id_category_id_pk" PRIMARY KEY("description_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" smallint NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"author_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "description_categories" ADD CONSTRAINT "description_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "description_category_links" ADD CONSTRAINT "description_category_links_description_id_descriptions_id_fk" FOREIGN KEY ("description_id") REFERENCES "public"."descriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "description_category_links" ADD CONSTRAINT "description_category_links_category_id_description_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."description_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descriptions" ADD CONSTRAINT "descriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descriptions" ADD CONSTRAINT "descriptions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "description_categories_tenant_name_key" ON "description_categories" USING btree ("tenant_id",lower("description"));--> statement-breakpoint
CREATE INDEX "description_category_links_category_idx" ON "description_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "descriptions_tenant_type_idx" ON "descriptions" USING btree ("tenant_id","type");