ALTER TABLE "audit_events" ALTER COLUMN "record_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "refresh_token_id" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "previous_refresh_token_id" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "refreshed_at" timestamp with time zone;