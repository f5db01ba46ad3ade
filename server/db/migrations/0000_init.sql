CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"culture" varchar(5) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"html" text NOT NULL,
	"show_in_nav" boolean DEFAULT false NOT NULL,
	"nav_position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"names" jsonb NOT NULL,
	"is_eu" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cultures" (
	"code" varchar(5) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "string_resources" (
	"culture" varchar(5) NOT NULL,
	"key" varchar(200) NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "string_resources_culture_key_pk" PRIMARY KEY("culture","key")
);
--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_culture_cultures_code_fk" FOREIGN KEY ("culture") REFERENCES "public"."cultures"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "string_resources" ADD CONSTRAINT "string_resources_culture_cultures_code_fk" FOREIGN KEY ("culture") REFERENCES "public"."cultures"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_culture_slug" ON "cms_pages" USING btree ("culture","slug");