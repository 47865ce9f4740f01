CREATE TABLE "user_invitations" (
	"id" integer PRIMARY KEY DEFAULT nextval(pg_get_serial_sequence('admin_users', 'id')) NOT NULL,
	"condo_id" integer NOT NULL,
	"admin_user_id" integer NOT NULL,
	"role_group_id" integer NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country_code" integer DEFAULT 65 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_role_group_id_role_groups_id_fk" FOREIGN KEY ("role_group_id") REFERENCES "role_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_invited_by_id_admin_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_condo_user_key" ON "user_invitations" USING btree ("condo_id","admin_user_id");--> statement-breakpoint
CREATE INDEX "user_invitations_condo_name_idx" ON "user_invitations" USING btree ("condo_id","first_name","id");