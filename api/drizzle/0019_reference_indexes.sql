CREATE INDEX "alerts_type_ref_idx" ON "alerts" USING btree ("alert_type_id") WHERE "alerts"."alert_type_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alerts_device_ref_idx" ON "alerts" USING btree ("device_id") WHERE "alerts"."device_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alerts_vehicle_entry_ref_idx" ON "alerts" USING btree ("vehicle_entry_id") WHERE "alerts"."vehicle_entry_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alerts_visit_ref_idx" ON "alerts" USING btree ("visit_id") WHERE "alerts"."visit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "employee_entries_device_ref_idx" ON "employee_entries" USING btree ("device_id") WHERE "employee_entries"."device_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invites_resident_ref_idx" ON "invites" USING btree ("resident_id") WHERE "invites"."resident_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invites_unit_ref_idx" ON "invites" USING btree ("unit_id") WHERE "invites"."unit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invites_visitor_ref_idx" ON "invites" USING btree ("visitor_id") WHERE "invites"."visitor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "resident_entries_resident_ref_idx" ON "resident_entries" USING btree ("resident_id") WHERE "resident_entries"."resident_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "resident_entries_device_ref_idx" ON "resident_entries" USING btree ("device_id") WHERE "resident_entries"."device_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicle_entries_resident_ref_idx" ON "vehicle_entries" USING btree ("resident_id") WHERE "vehicle_entries"."resident_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicle_entries_visit_ref_idx" ON "vehicle_entries" USING btree ("visit_id") WHERE "vehicle_entries"."visit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicle_entries_device_ref_idx" ON "vehicle_entries" USING btree ("device_id") WHERE "vehicle_entries"."device_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "visits_invite_ref_idx" ON "visits" USING btree ("invite_id") WHERE "visits"."invite_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "visits_resident_ref_idx" ON "visits" USING btree ("resident_id") WHERE "visits"."resident_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "visits_unit_ref_idx" ON "visits" USING btree ("unit_id") WHERE "visits"."unit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "visits_device_ref_idx" ON "visits" USING btree ("device_id") WHERE "visits"."device_id" IS NOT NULL;