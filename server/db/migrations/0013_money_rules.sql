CREATE TABLE "checkout_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"cart_version" integer NOT NULL,
	"customer_id" integer,
	"idempotency_key" varchar(64),
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_order" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "audience" varchar(12) DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_cart_version" ON "checkout_attempts" USING btree ("cart_id","cart_version") WHERE "checkout_attempts"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_key" ON "checkout_attempts" USING btree ("customer_id","idempotency_key") WHERE "checkout_attempts"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "checkout_attempts_order" ON "checkout_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_customer" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_limits" CHECK (("coupons"."max_uses" is null or "coupons"."max_uses" > 0) and ("coupons"."max_uses_per_customer" is null or "coupons"."max_uses_per_customer" > 0));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_audience" CHECK ("coupons"."audience" in ('all', 'newsletter'));--> statement-breakpoint
-- Orders placed before these rules: the next invoice number of each year follows the highest
-- one used (VT-YYYY-NNNNNN), so numbers stay unique.
INSERT INTO "invoice_counters" ("year", "last_number")
SELECT substring("number" from 4 for 4)::int, max(substring("number" from 9)::int)
FROM "orders" WHERE "number" ~ '^VT-[0-9]{4}-[0-9]{1,9}$'
GROUP BY 1;
--> statement-breakpoint
-- Their coupon discounts, shared over their goods lines as the checkout now shares them
-- (server/services/checkout/discountShares.ts: in proportion to each line's amount, rounded down,
-- the cents left over one each to the lines with the largest remainders, then the first lines).
WITH "goods" AS (
  SELECT l."id", o."discount_cents" AS "discount",
    l."unit_price_cents"::bigint * l."quantity" AS "amount",
    sum(l."unit_price_cents"::bigint * l."quantity") OVER (PARTITION BY l."order_id") AS "total"
  FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."discount_cents" > 0 AND l."prepaid_type_id" IS NULL
), "shares" AS (
  SELECT "id", "discount", "total",
    ("amount" * "discount") / "total" AS "floor",
    ("amount" * "discount") % "total" AS "rest"
  FROM "goods" WHERE "total" > 0
), "ranked" AS (
  SELECT s."id", s."floor",
    row_number() OVER (PARTITION BY l."order_id" ORDER BY s."rest" DESC, s."id") AS "rank",
    s."discount" - sum(s."floor") OVER (PARTITION BY l."order_id") AS "left_over"
  FROM "shares" s JOIN "order_lines" l ON l."id" = s."id"
)
UPDATE "order_lines" SET "discount_cents" = (r."floor" + CASE WHEN r."rank" <= r."left_over" THEN 1 ELSE 0 END)::int
FROM "ranked" r WHERE r."id" = "order_lines"."id";
--> statement-breakpoint
-- Their coupons count as used.
INSERT INTO "coupon_uses" ("coupon_id", "order_id", "customer_id", "created_at")
SELECT c."id", o."id", o."customer_id", o."created_at"
FROM "orders" o JOIN "coupons" c ON c."code" = o."coupon_code"
WHERE o."discount_cents" > 0;
--> statement-breakpoint
-- The demo shop's codes get the rules their texts promise (server/seed/commerce/commerceData.ts),
-- where the shop left them as seeded.
UPDATE "coupons" SET "first_order_only" = true, "max_uses_per_customer" = 1,
  "descriptions" = '{"fr": "10 % sur votre première commande", "nl": "10 % op uw eerste bestelling"}'::jsonb
WHERE "code" = 'BIENVENUE10' AND "descriptions"->>'fr' = '10 % sur votre commande';
--> statement-breakpoint
UPDATE "coupons" SET "audience" = 'newsletter', "max_uses_per_customer" = 1
WHERE "code" = 'NEWSLETTER5' AND "is_public" = false;
--> statement-breakpoint
UPDATE "coupons" SET "max_uses_per_customer" = 1 WHERE "code" = 'SOPHIE25' AND "customer_id" IS NOT NULL;
