DROP INDEX "alerts_condo_from_idx";--> statement-breakpoint
CREATE INDEX "alerts_condo_from_device_idx" ON "alerts" USING btree ("condo_id","from_time","device_id","device_name");--> statement-breakpoint
CREATE INDEX "resident_entries_condo_mode_time_idx" ON "resident_entries" USING btree ("condo_id","entry_mode","entry_time","resident_phone","resident_name");--> statement-breakpoint
CREATE INDEX "visits_condo_in_place_idx" ON "visits" USING btree ("condo_id","in_time","unit_number","device_name","mode_of_entry");