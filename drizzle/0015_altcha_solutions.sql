CREATE TABLE "altcha_solutions" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "altcha_solutions_expires_idx" ON "altcha_solutions" USING btree ("expires_at");