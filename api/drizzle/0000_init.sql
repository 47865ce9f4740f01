CREATE TABLE "admin_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"slack_username" text,
	"last_login" timestamp with time zone,
	"password_hash" text,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condo_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "condo_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_user_id" integer NOT NULL,
	"condo_id" integer NOT NULL,
	"role_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "condos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"alias_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"guard_house" text DEFAULT '' NOT NULL,
	"default_country_code" integer DEFAULT 65 NOT NULL,
	"email" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"url_host" jsonb NOT NULL,
	"web_apps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"configurations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"contractor" text DEFAULT 'Enabled' NOT NULL,
	"guest" text DEFAULT 'Enabled' NOT NULL,
	"delivery" text DEFAULT 'Enabled' NOT NULL,
	"invite" text DEFAULT 'Enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outboxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outboxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer,
	"from" jsonb NOT NULL,
	"subject" text,
	"recipient" jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"medium" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"msg_id" text,
	"recipient_type" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condo_memberships" ADD CONSTRAINT "condo_memberships_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condo_memberships" ADD CONSTRAINT "condo_memberships_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condo_memberships" ADD CONSTRAINT "condo_memberships_role_group_id_role_groups_id_fk" FOREIGN KEY ("role_group_id") REFERENCES "role_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outboxes" ADD CONSTRAINT "outboxes_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_key" ON "admin_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "condo_memberships_user_condo_key" ON "condo_memberships" USING btree ("admin_user_id","condo_id");--> statement-breakpoint
CREATE INDEX "condo_memberships_condo_idx" ON "condo_memberships" USING btree ("condo_id");--> statement-breakpoint
CREATE INDEX "condo_memberships_role_group_idx" ON "condo_memberships" USING btree ("role_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "condos_alias_name_key" ON "condos" USING btree ("alias_name");--> statement-breakpoint
CREATE INDEX "condos_name_idx" ON "condos" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "otp_codes_email_created_idx" ON "otp_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "outboxes_condo_created_idx" ON "outboxes" USING btree ("condo_id","created_at");--> statement-breakpoint
CREATE INDEX "outboxes_condo_recipient_type_created_idx" ON "outboxes" USING btree ("condo_id","recipient_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "role_groups_name_key" ON "role_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "role_groups_type_name_idx" ON "role_groups" USING btree ("type","name");