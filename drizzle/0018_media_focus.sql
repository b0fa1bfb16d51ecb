ALTER TABLE "media" ADD COLUMN "focus_x" smallint;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focus_y" smallint;