CREATE TABLE "condo_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "condo_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"ui_type" text NOT NULL,
	"schema" json NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condo_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "condo_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"alias_name" text NOT NULL,
	"schema" json NOT NULL,
	"values" jsonb NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tile_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tile_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"tile_type" text NOT NULL,
	"name" text NOT NULL,
	"alias_name" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"web_app_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_apps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"alias_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condos" ADD COLUMN "allow_login" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "condo_configs" ADD CONSTRAINT "condo_configs_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condo_settings" ADD CONSTRAINT "condo_settings_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condo_settings" ADD CONSTRAINT "condo_settings_updated_by_id_admin_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_configs" ADD CONSTRAINT "tile_configs_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_configs" ADD CONSTRAINT "tile_configs_web_app_id_web_apps_id_fk" FOREIGN KEY ("web_app_id") REFERENCES "web_apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_apps" ADD CONSTRAINT "web_apps_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "condo_configs_condo_type_key" ON "condo_configs" USING btree ("condo_id","ui_type");--> statement-breakpoint
CREATE UNIQUE INDEX "condo_settings_condo_alias_key" ON "condo_settings" USING btree ("condo_id","alias_name");--> statement-breakpoint
CREATE INDEX "condo_settings_updated_by_idx" ON "condo_settings" USING btree ("updated_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tile_configs_condo_alias_key" ON "tile_configs" USING btree ("condo_id","tile_type","alias_name");--> statement-breakpoint
CREATE INDEX "tile_configs_condo_type_position_idx" ON "tile_configs" USING btree ("condo_id","tile_type","position","id");--> statement-breakpoint
CREATE INDEX "tile_configs_web_app_idx" ON "tile_configs" USING btree ("web_app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_apps_condo_alias_key" ON "web_apps" USING btree ("condo_id","alias_name");--> statement-breakpoint
CREATE INDEX "web_apps_condo_idx" ON "web_apps" USING btree ("condo_id","id");