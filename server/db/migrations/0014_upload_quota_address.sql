ALTER TABLE "library_assets" ADD COLUMN "owner_address" varchar(64);--> statement-breakpoint
CREATE INDEX "library_assets_owner_address" ON "library_assets" USING btree ("owner_address");