CREATE TABLE "asset_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_pictures" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"asset_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_assets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"folder_id" integer,
	"file_type" varchar(16) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"name" varchar(200) NOT NULL,
	"original_file_name" varchar(255) NOT NULL,
	"width" integer,
	"height" integer,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"thumbnail" "bytea",
	"tmp_name" varchar(64),
	"expires_at" timestamp with time zone,
	"owner_session_id" varchar(64),
	"owner_customer_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_assets_tmp_name_unique" UNIQUE("tmp_name"),
	CONSTRAINT "library_assets_file_type" CHECK ("library_assets"."file_type" in ('Image', 'Document'))
);
--> statement-breakpoint
CREATE TABLE "refund_photos" (
	"refund_id" integer NOT NULL,
	"asset_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"culture" varchar(5) NOT NULL,
	"values" jsonb NOT NULL,
	"asset_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60) NOT NULL,
	"titles" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_forms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "asset_folders" ADD CONSTRAINT "asset_folders_parent_id_asset_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."asset_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pictures" ADD CONSTRAINT "customer_pictures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pictures" ADD CONSTRAINT "customer_pictures_asset_id_library_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."library_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_assets" ADD CONSTRAINT "library_assets_folder_id_asset_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."asset_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_assets" ADD CONSTRAINT "library_assets_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_photos" ADD CONSTRAINT "refund_photos_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_photos" ADD CONSTRAINT "refund_photos_asset_id_library_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."library_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_form_submissions" ADD CONSTRAINT "cms_form_submissions_form_id_cms_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."cms_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_form_submissions" ADD CONSTRAINT "cms_form_submissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_folders_parent" ON "asset_folders" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "library_assets_folder" ON "library_assets" USING btree ("folder_id","position");--> statement-breakpoint
CREATE INDEX "library_assets_expires" ON "library_assets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refund_photos_refund" ON "refund_photos" USING btree ("refund_id","position");--> statement-breakpoint
CREATE INDEX "cms_form_submissions_form" ON "cms_form_submissions" USING btree ("form_id","created_at");