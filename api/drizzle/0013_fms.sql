CREATE TABLE "condo_graphs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "condo_graphs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"title" text NOT NULL,
	"sub_title" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"graph_type" text,
	"menu_type" text,
	"x_axis_text" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"form_type_id" integer NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"question_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"width" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_value" text,
	"api_enable" boolean DEFAULT false NOT NULL,
	"api_name" text,
	"question_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"condo_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condo_graphs" ADD CONSTRAINT "condo_graphs_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_type_id_form_types_id_fk" FOREIGN KEY ("form_type_id") REFERENCES "form_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_types" ADD CONSTRAINT "form_types_condo_id_condos_id_fk" FOREIGN KEY ("condo_id") REFERENCES "condos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condo_graphs_condo_idx" ON "condo_graphs" USING btree ("condo_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_questions_form_type_name_key" ON "form_questions" USING btree ("form_type_id","name");--> statement-breakpoint
CREATE INDEX "form_questions_form_type_position_idx" ON "form_questions" USING btree ("form_type_id","position","id");--> statement-breakpoint
CREATE INDEX "form_questions_condo_idx" ON "form_questions" USING btree ("condo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_types_condo_name_key" ON "form_types" USING btree ("condo_id","name");