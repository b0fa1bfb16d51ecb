-- The contact requests are leads everywhere in the code and the back office: the table too.
ALTER TABLE "contacts" RENAME TO "leads";--> statement-breakpoint
ALTER SEQUENCE "contacts_id_seq" RENAME TO "leads_id_seq";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contacts_pkey" TO "leads_pkey";--> statement-breakpoint
ALTER INDEX "contacts_outbox_idx" RENAME TO "leads_outbox_idx";--> statement-breakpoint
ALTER INDEX "contacts_email_idx" RENAME TO "leads_email_idx";--> statement-breakpoint
ALTER INDEX "contacts_inbox_idx" RENAME TO "leads_inbox_idx";
