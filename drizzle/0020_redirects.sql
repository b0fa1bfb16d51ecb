CREATE TABLE "not_found_log" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_page" text,
	"target_lang" text,
	"target_article_id" integer,
	"target_url" text,
	"status" smallint DEFAULT 301 NOT NULL,
	"keep_rest" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "redirects_source_unique" UNIQUE("source"),
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" in (301, 302)),
	CONSTRAINT "redirects_target_kind" CHECK ("redirects"."target_kind" in ('page', 'article', 'url'))
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_target_article_id_blog_posts_id_fk" FOREIGN KEY ("target_article_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "not_found_log_last_seen_idx" ON "not_found_log" USING btree ("last_seen_at");