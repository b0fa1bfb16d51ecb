CREATE TABLE "lead_upload_chunks" (
	"stage_key" text NOT NULL,
	"file_index" integer NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_upload_chunks_stage_key_file_index_seq_pk" PRIMARY KEY("stage_key","file_index","seq")
);
--> statement-breakpoint
CREATE INDEX "lead_upload_chunks_created_idx" ON "lead_upload_chunks" USING btree ("created_at");