CREATE TABLE "call_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"status" text NOT NULL,
	"gate_open" text,
	"resident_id" integer,
	"resident_name" text,
	"resident_phone" text,
	"forwarded_call" boolean DEFAULT false NOT NULL,
	"forwarded_to" text,
	"unit_number" text,
	"call_type" text NOT NULL,
	"device_id" integer,
	"device_name" text,
	"device_mac" text,
	"forwarded_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_logs_condo_created_idx" ON "call_logs" USING btree ("condo_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_logs_condo_status_created_idx" ON "call_logs" USING btree ("condo_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_logs_condo_type_created_idx" ON "call_logs" USING btree ("condo_id","call_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_logs_resident_idx" ON "call_logs" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "call_logs_device_idx" ON "call_logs" USING btree ("device_id");