CREATE TABLE "account_tokens" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"culture" varchar(5) NOT NULL,
	"template" varchar(40) NOT NULL,
	"data" jsonb NOT NULL,
	"subject" text,
	"text_body" text,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "role" varchar(16) DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone" varchar(30);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "newsletter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_name" varchar(150);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat" varchar(20);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "password_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "default_billing_address_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "default_shipping_address_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pending_customer_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(300);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" varchar(64);--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_customer" ON "account_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_to" ON "mail_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_customer_code" ON "recovery_codes" USING btree ("customer_id","code_hash");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_default_billing_address_id_addresses_id_fk" FOREIGN KEY ("default_billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_default_shipping_address_id_addresses_id_fk" FOREIGN KEY ("default_shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pending_customer_id_customers_id_fk" FOREIGN KEY ("pending_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_role" CHECK ("customers"."role" in ('customer', 'staff'));