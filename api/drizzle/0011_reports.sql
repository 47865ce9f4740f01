CREATE TABLE "bms_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condo_id" integer NOT NULL,
	"created_by_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"content" text NOT NULL,
	"error" text,
	"file_key" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cam_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cam_group_id" uuid NOT NULL,
	"group_name" text NOT NULL,
	"question_name" text NOT NULL,
	"answer_name" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bms_reports" ADD CONSTRAINT "bms_reports_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bms_reports" ADD CONSTRAINT "bms_reports_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_groups" ADD CONSTRAINT "cam_groups_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_submissions" ADD CONSTRAINT "question_submissions_cam_group_id_cam_groups_id_fk" FOREIGN KEY ("cam_group_id") REFERENCES "cam_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bms_reports_condo_created_idx" ON "bms_reports" USING btree ("condo_id","created_at");--> statement-breakpoint
CREATE INDEX "cam_groups_condo_name_idx" ON "cam_groups" USING btree ("condo_id","name");--> statement-breakpoint
CREATE INDEX "question_submissions_group_time_idx" ON "question_submissions" USING btree ("cam_group_id","submitted_at","id");