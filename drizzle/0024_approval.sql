CREATE TABLE "approval_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"name" text NOT NULL,
	"comment" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"language" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"openings" integer DEFAULT 0 NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	CONSTRAINT "approval_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "approval_requirements" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"set_by" text,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requirements_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "approval_comments" ADD CONSTRAINT "approval_comments_link_id_approval_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."approval_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_comments_link_idx" ON "approval_comments" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "approval_links_item_idx" ON "approval_links" USING btree ("kind","item_id");