CREATE TABLE "table_preferences" (
	"admin_user_id" integer NOT NULL,
	"list" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_preferences_pkey" PRIMARY KEY("admin_user_id","list")
);
--> statement-breakpoint
ALTER TABLE "table_preferences" ADD CONSTRAINT "table_preferences_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE cascade ON UPDATE no action;