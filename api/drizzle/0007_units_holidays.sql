CREATE TABLE "public_holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"date" date NOT NULL,
	"day" text NOT NULL,
	"holiday" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"blocks_added" integer NOT NULL,
	"floors_added" integer NOT NULL,
	"units_added" integer NOT NULL,
	"already_present" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"block" text NOT NULL,
	"floor" text NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_imports" ADD CONSTRAINT "unit_imports_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_imports" ADD CONSTRAINT "unit_imports_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_condo_date_key" ON "public_holidays" USING btree ("condo_id","date");--> statement-breakpoint
CREATE INDEX "unit_imports_condo_created_idx" ON "unit_imports" USING btree ("condo_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "units_condo_block_floor_unit_key" ON "units" USING btree ("condo_id","block","floor","unit");--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "residents_unit_idx" ON "residents" USING btree ("unit_id");