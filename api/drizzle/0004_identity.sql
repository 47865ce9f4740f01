CREATE TABLE "alert_user_condos" (
	"alert_user_id" integer NOT NULL,
	"condo_id" integer NOT NULL,
	CONSTRAINT "alert_user_condos_alert_user_id_condo_id_pk" PRIMARY KEY("alert_user_id","condo_id")
);
--> statement-breakpoint
CREATE TABLE "alert_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"country_code" integer DEFAULT 65 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"condo_id" integer,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"ip_address" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condo_memberships" ADD COLUMN "read_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_user_condos" ADD CONSTRAINT "alert_user_condos_alert_user_id_alert_users_id_fk" FOREIGN KEY ("alert_user_id") REFERENCES "alert_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_user_condos" ADD CONSTRAINT "alert_user_condos_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_user_condos_condo_idx" ON "alert_user_condos" USING btree ("condo_id","alert_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_users_email_key" ON "alert_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("resource","record_id","id");