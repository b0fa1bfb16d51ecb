ALTER TABLE "blog_posts" ADD COLUMN "cover_media_id" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_cover_idx" ON "blog_posts" USING btree ("cover_media_id");