CREATE TABLE "pending_registrations" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"culture" varchar(5) NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"company_name" varchar(150),
	"vat" varchar(20),
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_registrations_email_unique" UNIQUE("email"),
	CONSTRAINT "pending_registrations_email_lower" CHECK ("pending_registrations"."email" = lower("pending_registrations"."email"))
);
--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_culture_cultures_code_fk" FOREIGN KEY ("culture") REFERENCES "public"."cultures"("code") ON DELETE no action ON UPDATE no action;