-- pg_trgm serves the devices search (name/MAC containing the text). PGlite loads it as an extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"role_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"token_hash" text NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"device_id" integer NOT NULL,
	"device_kind" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_workflows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_workflows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"device_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mac_address" text NOT NULL,
	"purpose" text,
	"device_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reported_state" text,
	"timeout_minutes" integer DEFAULT 180 NOT NULL,
	"dcs_channel" text,
	"description" text,
	"video_terminal" text,
	"version" text,
	"facility_id" integer,
	"bot_id" integer,
	"workflow_id" integer,
	"last_data_at" timestamp with time zone,
	"created_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_id_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "face_id_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"device_id" integer NOT NULL,
	"person" text NOT NULL,
	"person_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"call_back_id" text NOT NULL,
	"image_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_role_group_id_role_groups_id_fk" FOREIGN KEY ("role_group_id") REFERENCES "role_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_workflows" ADD CONSTRAINT "device_workflows_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_workflows" ADD CONSTRAINT "device_workflows_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_updated_by_id_admin_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_id_images" ADD CONSTRAINT "face_id_images_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bots_token_hash_key" ON "bots" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bots_condo_name_idx" ON "bots" USING btree ("condo_id","name","id");--> statement-breakpoint
CREATE INDEX "bots_condo_role_group_name_idx" ON "bots" USING btree ("condo_id","role_group_id","name","id");--> statement-breakpoint
CREATE INDEX "device_commands_device_id_idx" ON "device_commands" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "device_workflows_device_created_idx" ON "device_workflows" USING btree ("device_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_condo_mac_key" ON "devices" USING btree ("condo_id","mac_address");--> statement-breakpoint
CREATE INDEX "devices_condo_kind_name_idx" ON "devices" USING btree ("condo_id","kind","name","id");--> statement-breakpoint
CREATE INDEX "devices_condo_kind_type_name_idx" ON "devices" USING btree ("condo_id","kind","device_type","name","id");--> statement-breakpoint
CREATE INDEX "devices_name_trgm_idx" ON "devices" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_mac_trgm_idx" ON "devices" USING gin ("mac_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_bot_idx" ON "devices" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "devices_facility_idx" ON "devices" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "face_id_images_device_person_idx" ON "face_id_images" USING btree ("device_id","person","id");--> statement-breakpoint
CREATE INDEX "face_id_images_device_person_status_idx" ON "face_id_images" USING btree ("device_id","person","status","id");--> statement-breakpoint
CREATE INDEX "facilities_condo_name_idx" ON "facilities" USING btree ("condo_id","name","id");