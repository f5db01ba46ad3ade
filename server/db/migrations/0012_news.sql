CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_category_texts" (
	"category_id" integer NOT NULL,
	"culture" varchar(5) NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(140) NOT NULL,
	CONSTRAINT "news_category_texts_category_id_culture_pk" PRIMARY KEY("category_id","culture")
);
--> statement-breakpoint
CREATE TABLE "news_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" varchar(120) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"color" varchar(7) NOT NULL,
	"captions" jsonb NOT NULL,
	"alts" jsonb NOT NULL,
	CONSTRAINT "news_pictures_size" CHECK ("news_pictures"."width" > 0 and "news_pictures"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "news_post_texts" (
	"post_id" integer NOT NULL,
	"culture" varchar(5) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "news_post_texts_post_id_culture_pk" PRIMARY KEY("post_id","culture")
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"event_date" date,
	"author" varchar(120) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_parent_id_news_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_category_texts" ADD CONSTRAINT "news_category_texts_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_category_texts" ADD CONSTRAINT "news_category_texts_culture_cultures_code_fk" FOREIGN KEY ("culture") REFERENCES "public"."cultures"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_pictures" ADD CONSTRAINT "news_pictures_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_texts" ADD CONSTRAINT "news_post_texts_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_texts" ADD CONSTRAINT "news_post_texts_culture_cultures_code_fk" FOREIGN KEY ("culture") REFERENCES "public"."cultures"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_categories_parent" ON "news_categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "news_category_texts_culture_slug" ON "news_category_texts" USING btree ("culture","slug");--> statement-breakpoint
CREATE INDEX "news_pictures_post" ON "news_pictures" USING btree ("post_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "news_post_texts_culture_slug" ON "news_post_texts" USING btree ("culture","slug");--> statement-breakpoint
CREATE INDEX "news_posts_category_published" ON "news_posts" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "news_posts_published" ON "news_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_posts_event_date" ON "news_posts" USING btree ("event_date");