CREATE TABLE "alert_hours" (
	"condo_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"alert_type_id" integer NOT NULL,
	"status" text NOT NULL,
	"alerts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_hours_condo_id_hour_alert_type_id_status_pk" PRIMARY KEY("condo_id","hour","alert_type_id","status")
);
--> statement-breakpoint
CREATE TABLE "resident_lane_plate_days" (
	"condo_id" integer NOT NULL,
	"day" date NOT NULL,
	"number_plate" text NOT NULL,
	"entry_type" text NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resident_lane_plate_days_condo_id_day_number_plate_entry_type_pk" PRIMARY KEY("condo_id","day","number_plate","entry_type")
);
--> statement-breakpoint
CREATE TABLE "vehicle_entry_hours" (
	"condo_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"entry_type" text NOT NULL,
	"registered" boolean NOT NULL,
	"lane" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"entries_in" integer DEFAULT 0 NOT NULL,
	"entries_out" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_entry_hours_condo_id_hour_entry_type_registered_lane_vehicle_type_pk" PRIMARY KEY("condo_id","hour","entry_type","registered","lane","vehicle_type")
);
--> statement-breakpoint
CREATE TABLE "visit_hours" (
	"condo_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"visitor_type" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_hours_condo_id_hour_visitor_type_pk" PRIMARY KEY("condo_id","hour","visitor_type")
);
--> statement-breakpoint
CREATE TABLE "visitor_months" (
	"condo_id" integer NOT NULL,
	"month" date NOT NULL,
	"visitor_phone" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_months_condo_id_month_visitor_phone_pk" PRIMARY KEY("condo_id","month","visitor_phone")
);
--> statement-breakpoint
DROP INDEX "visits_condo_in_idx";--> statement-breakpoint
ALTER TABLE "alert_hours" ADD CONSTRAINT "alert_hours_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_hours" ADD CONSTRAINT "alert_hours_alert_type_id_alert_types_id_fk" FOREIGN KEY ("alert_type_id") REFERENCES "alert_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_lane_plate_days" ADD CONSTRAINT "resident_lane_plate_days_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_entry_hours" ADD CONSTRAINT "vehicle_entry_hours_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hours" ADD CONSTRAINT "visit_hours_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_months" ADD CONSTRAINT "visitor_months_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_months_condo_month_visits_idx" ON "visitor_months" USING btree ("condo_id","month","visits" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicle_entries_condo_unregistered_in_idx" ON "vehicle_entries" USING btree ("condo_id","in_time","entry_type","number_plate") WHERE NOT registered;--> statement-breakpoint
CREATE INDEX "visits_condo_phone_in_idx" ON "visits" USING btree ("condo_id","visitor_phone","in_time");--> statement-breakpoint
CREATE INDEX "visits_condo_in_idx" ON "visits" USING btree ("condo_id","in_time","visitor_type","visitor_phone");