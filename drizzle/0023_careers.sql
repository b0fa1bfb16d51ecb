CREATE TABLE "job_application_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer,
	"post_title" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"triage" text DEFAULT 'clear' NOT NULL,
	"spam_score" integer DEFAULT 0 NOT NULL,
	"spam_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"notification_status" text DEFAULT 'pending' NOT NULL,
	"notification_attempts" integer DEFAULT 0 NOT NULL,
	"notify_after" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"last_notification_error" text,
	"ack_status" text DEFAULT 'pending' NOT NULL,
	"ack_attempts" integer DEFAULT 0 NOT NULL,
	"ack_after" timestamp with time zone DEFAULT now() NOT NULL,
	"ack_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_key" text,
	"slug_fr" text NOT NULL,
	"slug_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"title_en" text NOT NULL,
	"locality" text NOT NULL,
	"postal_code" text NOT NULL,
	"region" text NOT NULL,
	"contract" text NOT NULL,
	"summary_fr" text NOT NULL,
	"summary_en" text NOT NULL,
	"job_fr" text NOT NULL,
	"job_en" text NOT NULL,
	"profile_fr" text NOT NULL,
	"profile_en" text NOT NULL,
	"offer_fr" text NOT NULL,
	"offer_en" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"date_posted" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_through" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_application_files" ADD CONSTRAINT "job_application_files_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_post_id_job_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."job_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_files_application_idx" ON "job_application_files" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "job_applications_inbox_idx" ON "job_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_outbox_idx" ON "job_applications" USING btree ("notification_status","notify_after");--> statement-breakpoint
CREATE INDEX "job_applications_ack_idx" ON "job_applications" USING btree ("ack_status","ack_after");--> statement-breakpoint
CREATE INDEX "job_applications_updated_idx" ON "job_applications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_posts_slug_fr_idx" ON "job_posts" USING btree ("slug_fr");--> statement-breakpoint
CREATE UNIQUE INDEX "job_posts_slug_en_idx" ON "job_posts" USING btree ("slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "job_posts_sample_idx" ON "job_posts" USING btree ("sample_key");--> statement-breakpoint
CREATE INDEX "job_posts_open_idx" ON "job_posts" USING btree ("published","valid_through");