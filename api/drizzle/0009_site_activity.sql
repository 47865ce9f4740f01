CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"alert_type_id" integer NOT NULL,
	"status" text DEFAULT 'Raised' NOT NULL,
	"from_time" timestamp with time zone NOT NULL,
	"to_time" timestamp with time zone,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text,
	"remarks" text,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_id" integer,
	"device_name" text,
	"vehicle_entry_id" integer,
	"visit_id" integer,
	"number_plate" text,
	"block" text,
	"unit_number" text,
	"visitor_name" text,
	"visitor_phone" text
);
--> statement-breakpoint
CREATE TABLE "attendance_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"day" date NOT NULL,
	"in_time" timestamp with time zone NOT NULL,
	"out_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"source" text DEFAULT 'device' NOT NULL,
	"device_id" integer,
	"in_time" timestamp with time zone NOT NULL,
	"out_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"employee_type" text NOT NULL,
	"access_card_registered" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"resident_id" integer,
	"resident_name" text,
	"unit_id" integer,
	"unit_number" text,
	"block" text,
	"visitor_id" integer,
	"visitor_name" text NOT NULL,
	"visitor_phone" text NOT NULL,
	"visitor_type" text NOT NULL,
	"number_plate" text,
	"self_invite" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resident_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resident_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"resident_id" integer,
	"resident_name" text NOT NULL,
	"resident_phone" text NOT NULL,
	"unit_number" text,
	"entry_mode" text NOT NULL,
	"device_id" integer,
	"device_name" text,
	"entry_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resident_vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resident_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"number_plate" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"number_plate" text NOT NULL,
	"entry_type" text NOT NULL,
	"registered" boolean NOT NULL,
	"lane" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"resident_id" integer,
	"visit_id" integer,
	"visitor_name" text,
	"visitor_phone" text,
	"block" text,
	"unit_number" text,
	"device_id" integer,
	"device_name" text,
	"in_time" timestamp with time zone NOT NULL,
	"out_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_entry_offsets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_entry_offsets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"from_time" text NOT NULL,
	"offset" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"visitor_type" text NOT NULL,
	"number_plate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"visitor_id" integer,
	"visitor_name" text NOT NULL,
	"visitor_phone" text NOT NULL,
	"visitor_type" text NOT NULL,
	"invite_id" integer,
	"resident_id" integer,
	"unit_id" integer,
	"unit_number" text,
	"block" text,
	"purpose" text,
	"mode_of_entry" text NOT NULL,
	"number_plate" text,
	"device_id" integer,
	"device_name" text,
	"in_time" timestamp with time zone NOT NULL,
	"out_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "water_meter_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "water_meter_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"water_meter_id" integer NOT NULL,
	"reading_at" timestamp with time zone NOT NULL,
	"consumption" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_meters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "water_meters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_alert_type_id_alert_types_id_fk" FOREIGN KEY ("alert_type_id") REFERENCES "alert_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_vehicle_entry_id_vehicle_entries_id_fk" FOREIGN KEY ("vehicle_entry_id") REFERENCES "vehicle_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_entries" ADD CONSTRAINT "employee_entries_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_entries" ADD CONSTRAINT "employee_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_entries" ADD CONSTRAINT "employee_entries_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "visitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_entries" ADD CONSTRAINT "resident_entries_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_entries" ADD CONSTRAINT "resident_entries_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_entries" ADD CONSTRAINT "resident_entries_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_vehicles" ADD CONSTRAINT "resident_vehicles_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_vehicles" ADD CONSTRAINT "resident_vehicles_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_entries" ADD CONSTRAINT "vehicle_entries_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_entries" ADD CONSTRAINT "vehicle_entries_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_entries" ADD CONSTRAINT "vehicle_entries_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_entries" ADD CONSTRAINT "vehicle_entries_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_entry_offsets" ADD CONSTRAINT "vehicle_entry_offsets_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "visitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_meter_readings" ADD CONSTRAINT "water_meter_readings_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_meter_readings" ADD CONSTRAINT "water_meter_readings_water_meter_id_water_meters_id_fk" FOREIGN KEY ("water_meter_id") REFERENCES "water_meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_meters" ADD CONSTRAINT "water_meters_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_condo_from_idx" ON "alerts" USING btree ("condo_id","from_time");--> statement-breakpoint
CREATE INDEX "alerts_condo_type_from_idx" ON "alerts" USING btree ("condo_id","alert_type_id","from_time");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_entries_employee_day_key" ON "attendance_entries" USING btree ("employee_id","day");--> statement-breakpoint
CREATE INDEX "attendance_entries_condo_in_idx" ON "attendance_entries" USING btree ("condo_id","in_time");--> statement-breakpoint
CREATE INDEX "employee_entries_condo_in_idx" ON "employee_entries" USING btree ("condo_id","in_time");--> statement-breakpoint
CREATE INDEX "employee_entries_employee_in_idx" ON "employee_entries" USING btree ("employee_id","in_time");--> statement-breakpoint
CREATE INDEX "employees_condo_type_name_idx" ON "employees" USING btree ("condo_id","employee_type","name");--> statement-breakpoint
CREATE INDEX "invites_condo_created_idx" ON "invites" USING btree ("condo_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_condo_unit_created_idx" ON "invites" USING btree ("condo_id","unit_number","created_at");--> statement-breakpoint
CREATE INDEX "resident_entries_condo_time_idx" ON "resident_entries" USING btree ("condo_id","entry_time");--> statement-breakpoint
CREATE UNIQUE INDEX "resident_vehicles_condo_plate_key" ON "resident_vehicles" USING btree ("condo_id","number_plate");--> statement-breakpoint
CREATE INDEX "resident_vehicles_resident_idx" ON "resident_vehicles" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "vehicle_entries_condo_in_idx" ON "vehicle_entries" USING btree ("condo_id","in_time","entry_type","registered","lane","vehicle_type");--> statement-breakpoint
CREATE INDEX "vehicle_entries_condo_out_idx" ON "vehicle_entries" USING btree ("condo_id","out_time","entry_type");--> statement-breakpoint
CREATE INDEX "vehicle_entries_condo_plate_in_idx" ON "vehicle_entries" USING btree ("condo_id","number_plate","in_time");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_entry_offsets_condo_from_key" ON "vehicle_entry_offsets" USING btree ("condo_id","from_time");--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_condo_phone_key" ON "visitors" USING btree ("condo_id","phone");--> statement-breakpoint
CREATE INDEX "visits_condo_in_idx" ON "visits" USING btree ("condo_id","in_time","visitor_type");--> statement-breakpoint
CREATE INDEX "visits_condo_type_in_idx" ON "visits" USING btree ("condo_id","visitor_type","in_time");--> statement-breakpoint
CREATE INDEX "visits_visitor_idx" ON "visits" USING btree ("visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "water_meter_readings_meter_at_key" ON "water_meter_readings" USING btree ("water_meter_id","reading_at");--> statement-breakpoint
CREATE INDEX "water_meter_readings_condo_at_idx" ON "water_meter_readings" USING btree ("condo_id","reading_at");--> statement-breakpoint
CREATE UNIQUE INDEX "water_meters_condo_name_key" ON "water_meters" USING btree ("condo_id","name");