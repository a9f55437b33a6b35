CREATE TABLE "virtual_class_reminders" (
	"class_id" uuid NOT NULL,
	"lead" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_class_reminders_class_id_lead_starts_at_pk" PRIMARY KEY("class_id","lead","starts_at")
);
--> statement-breakpoint
ALTER TABLE "virtual_class_reminders" ADD CONSTRAINT "virtual_class_reminders_class_id_virtual_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."virtual_classes"("id") ON DELETE cascade ON UPDATE no action;