CREATE TABLE "page_referrers" (
	"path" text NOT NULL,
	"day" date NOT NULL,
	"host" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_referrers_path_day_host_pk" PRIMARY KEY("path","day","host")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"path" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_path_day_pk" PRIMARY KEY("path","day")
);
--> statement-breakpoint
CREATE INDEX "page_referrers_day_idx" ON "page_referrers" USING btree ("day");--> statement-breakpoint
CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");