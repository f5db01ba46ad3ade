CREATE TABLE "pickup_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"names" jsonb NOT NULL,
	"type" varchar(10) NOT NULL,
	"form" varchar(20) NOT NULL,
	"provider" varchar(40) DEFAULT 'seeded' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pickup_carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"external_ref" varchar(60) NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"city" varchar(80) NOT NULL,
	"country_id" integer NOT NULL,
	"phone" varchar(30),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"image_url" text,
	"comments" jsonb,
	"hours" jsonb,
	"informations" jsonb,
	"latest_drop_off" varchar(50),
	"additional_charge" boolean DEFAULT false NOT NULL,
	"special_instructions" jsonb,
	"additional_comments" jsonb,
	"point_type" varchar(20) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pickup_point" jsonb;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point" jsonb;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_carrier_id_pickup_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."pickup_carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_points_carrier_ref" ON "pickup_points" USING btree ("carrier_id","external_ref");--> statement-breakpoint
CREATE INDEX "pickup_points_carrier_latitude" ON "pickup_points" USING btree ("carrier_id","latitude");--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_carrier_id_pickup_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."pickup_carriers"("id") ON DELETE set null ON UPDATE no action;