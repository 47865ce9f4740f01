CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notification_type" text NOT NULL,
	"sms_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"whatsapp_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"mail_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"outbox_id" integer NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "residents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"country_code" integer DEFAULT 65 NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"unit_number" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppression_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppression_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"country_code" integer NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"report_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outboxes_condo_recipient_type_created_idx";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "country_code" integer DEFAULT 65 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "outboxes" ADD COLUMN "recipient_name" text GENERATED ALWAYS AS (coalesce(recipient ->> 'full_name', '')) STORED;--> statement-breakpoint
ALTER TABLE "outboxes" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outboxes" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outboxes" ADD COLUMN "sent_by_id" integer;--> statement-breakpoint
ALTER TABLE "outboxes" ADD COLUMN "resend_of_id" integer;--> statement-breakpoint
ALTER TABLE "outboxes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_outbox_id_outboxes_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "outboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppression_lists" ADD CONSTRAINT "suppression_lists_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("queue","run_at") WHERE status in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "notifications_condo_name_idx" ON "notifications" USING btree ("condo_id","name","id");--> statement-breakpoint
CREATE INDEX "outbox_events_outbox_idx" ON "outbox_events" USING btree ("outbox_id","id");--> statement-breakpoint
CREATE INDEX "residents_condo_phone_idx" ON "residents" USING btree ("condo_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "suppression_lists_condo_number_key" ON "suppression_lists" USING btree ("condo_id","country_code","phone");--> statement-breakpoint
CREATE INDEX "suppression_lists_condo_created_idx" ON "suppression_lists" USING btree ("condo_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_reports_condo_name_idx" ON "user_reports" USING btree ("condo_id","name","id");--> statement-breakpoint
ALTER TABLE "outboxes" ADD CONSTRAINT "outboxes_sent_by_id_admin_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outboxes_condo_tab_created_idx" ON "outboxes" USING btree ("condo_id","recipient_type","created_at","status","medium","recipient_name");