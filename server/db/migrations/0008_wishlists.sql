CREATE TABLE "cart_gifts" (
	"cart_id" integer NOT NULL,
	"wishlist_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_gifts_cart_id_wishlist_item_id_pk" PRIMARY KEY("cart_id","wishlist_item_id"),
	CONSTRAINT "cart_gifts_quantity" CHECK ("cart_gifts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"purchased_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_quantity" CHECK ("wishlist_items"."quantity" > 0 and "wishlist_items"."purchased_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"buyer_name" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_purchases_quantity" CHECK ("wishlist_purchases"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"share_token" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "wishlists_kind" CHECK ("wishlists"."kind" in ('wishlist', 'birthlist'))
);
--> statement-breakpoint
ALTER TABLE "cart_gifts" ADD CONSTRAINT "cart_gifts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gifts" ADD CONSTRAINT "cart_gifts_wishlist_item_id_wishlist_items_id_fk" FOREIGN KEY ("wishlist_item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_purchases" ADD CONSTRAINT "wishlist_purchases_wishlist_item_id_wishlist_items_id_fk" FOREIGN KEY ("wishlist_item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_purchases" ADD CONSTRAINT "wishlist_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_list_variant" ON "wishlist_items" USING btree ("wishlist_id","variant_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_variant" ON "wishlist_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "wishlist_purchases_item" ON "wishlist_purchases" USING btree ("wishlist_item_id");--> statement-breakpoint
CREATE INDEX "wishlists_customer" ON "wishlists" USING btree ("customer_id","kind","id");