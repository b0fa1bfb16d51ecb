ALTER TABLE "job_posts" ADD COLUMN "slug_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "title_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "summary_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "job_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "profile_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "offer_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_posts_slug_nl_idx" ON "job_posts" USING btree ("slug_nl") WHERE "job_posts"."slug_nl" <> '';