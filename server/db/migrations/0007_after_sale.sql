CREATE TABLE "prepaid_account_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"low_balance_cents" integer DEFAULT 1000 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prepaid_account_types_code_unique" UNIQUE("code"),
	CONSTRAINT "prepaid_types_values" CHECK ("prepaid_account_types"."price_cents" > 0 and "prepaid_account_types"."credit_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "prepaid_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"notify_low_balance" boolean DEFAULT false NOT NULL,
	"low_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_accounts_balance" CHECK ("prepaid_accounts"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prepaid_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"order_id" integer,
	"refund_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_address_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"address" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"settled_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"note" varchar(500),
	"by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "refund_lines_values" CHECK ("refund_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"items_count" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_cents" integer DEFAULT 0 NOT NULL,
	"prepaid_cents" integer DEFAULT 0 NOT NULL,
	"provider_refund_id" varchar(64),
	"settled_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amounts" CHECK ("refunds"."amount_cents" > 0 and "refunds"."items_count" > 0)
);
--> statement-breakpoint
DROP INDEX "cart_items_line";--> statement-breakpoint
DROP INDEX "orders_customer";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "prepaid_type_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "prepaid_type_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_account_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" varchar(4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prepaid_accounts" ADD CONSTRAINT "prepaid_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_accounts" ADD CONSTRAINT "prepaid_accounts_type_id_prepaid_account_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."prepaid_account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_movements" ADD CONSTRAINT "prepaid_movements_account_id_prepaid_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_movements" ADD CONSTRAINT "prepaid_movements_staff_id_customers_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_address_requests" ADD CONSTRAINT "delivery_address_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_address_requests" ADD CONSTRAINT "delivery_address_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_address_requests" ADD CONSTRAINT "delivery_address_requests_settled_by_id_customers_id_fk" FOREIGN KEY ("settled_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_by_id_customers_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_settled_by_id_customers_id_fk" FOREIGN KEY ("settled_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_accounts_customer_type" ON "prepaid_accounts" USING btree ("customer_id","type_id");--> statement-breakpoint
CREATE INDEX "prepaid_movements_account" ON "prepaid_movements" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "delivery_address_requests_order" ON "delivery_address_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "refund_lines_refund" ON "refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_lines_order_line" ON "refund_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_prepaid_type_id_prepaid_account_types_id_fk" FOREIGN KEY ("prepaid_type_id") REFERENCES "public"."prepaid_account_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_prepaid_type_id_prepaid_account_types_id_fk" FOREIGN KEY ("prepaid_type_id") REFERENCES "public"."prepaid_account_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prepaid_account_id_prepaid_accounts_id_fk" FOREIGN KEY ("prepaid_account_id") REFERENCES "public"."prepaid_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line" ON "cart_items" USING btree ("cart_id",coalesce("variant_id", 0),coalesce("prepaid_type_id", 0),"item_origin",coalesce("item_key", ''));--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_what" CHECK (("cart_items"."variant_id" is null) <> ("cart_items"."prepaid_type_id" is null));--> statement-breakpoint
UPDATE "orders" SET "card_cents" = "total_cents";
