CREATE TYPE "public"."virtual_class_platform" AS ENUM('zoom', 'google-meet', 'teams', 'skype', 'other');--> statement-breakpoint
CREATE TYPE "public"."virtual_class_status" AS ENUM('scheduled', 'in-progress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "virtual_class_enrollments" (
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "virtual_class_enrollments_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "virtual_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subject_id" uuid NOT NULL,
	"teacher_id" uuid,
	"scheduled_date" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"meeting_link" text,
	"meeting_id" text,
	"meeting_password" text,
	"platform" "virtual_class_platform" DEFAULT 'zoom' NOT NULL,
	"max_participants" integer DEFAULT 100 NOT NULL,
	"academic_year" text NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_enroll_students" boolean DEFAULT false NOT NULL,
	"status" "virtual_class_status" DEFAULT 'scheduled' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "virtual_class_enrollments" ADD CONSTRAINT "virtual_class_enrollments_class_id_virtual_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."virtual_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_class_enrollments" ADD CONSTRAINT "virtual_class_enrollments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_classes" ADD CONSTRAINT "virtual_classes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_classes" ADD CONSTRAINT "virtual_classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_classes" ADD CONSTRAINT "virtual_classes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_class_enrollments_student_idx" ON "virtual_class_enrollments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "virtual_classes_subject_date_idx" ON "virtual_classes" USING btree ("subject_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "virtual_classes_teacher_idx" ON "virtual_classes" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "exam_submissions_student_idx" ON "exam_submissions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "homework_submissions_student_idx" ON "homework_submissions" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_calendar_token_unique" UNIQUE("calendar_token");