CREATE TABLE "scheduler_error_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduler_error_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scheduler_id" integer NOT NULL,
	"condo_id" integer NOT NULL,
	"run_id" integer,
	"status_code" integer NOT NULL,
	"message" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduler_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scheduler_id" integer NOT NULL,
	"condo_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'queued' NOT NULL,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedulers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedulers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"service" text NOT NULL,
	"task" text NOT NULL,
	"cronline" text NOT NULL,
	"grace_time" integer DEFAULT 0 NOT NULL,
	"working" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "connectivity" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "connectivity_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduler_error_logs" ADD CONSTRAINT "scheduler_error_logs_scheduler_id_schedulers_id_fk" FOREIGN KEY ("scheduler_id") REFERENCES "schedulers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_error_logs" ADD CONSTRAINT "scheduler_error_logs_run_id_scheduler_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "scheduler_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_runs" ADD CONSTRAINT "scheduler_runs_scheduler_id_schedulers_id_fk" FOREIGN KEY ("scheduler_id") REFERENCES "schedulers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedulers" ADD CONSTRAINT "schedulers_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduler_error_logs_scheduler_idx" ON "scheduler_error_logs" USING btree ("scheduler_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduler_runs_planned_key" ON "scheduler_runs" USING btree ("scheduler_id","planned_at") WHERE trigger = 'cron';--> statement-breakpoint
CREATE INDEX "scheduler_runs_scheduler_idx" ON "scheduler_runs" USING btree ("scheduler_id","id");--> statement-breakpoint
CREATE INDEX "schedulers_condo_name_idx" ON "schedulers" USING btree ("condo_id","name","id");--> statement-breakpoint
CREATE INDEX "schedulers_due_idx" ON "schedulers" USING btree ("next_run_at") WHERE status = 'active';