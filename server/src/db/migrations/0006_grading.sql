CREATE TYPE "public"."grading_kind" AS ENUM('homework', 'quiz', 'exam');--> statement-breakpoint
CREATE TABLE "grade_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "grading_kind" NOT NULL,
	"submission_id" uuid NOT NULL,
	"graded_by" uuid,
	"old_grade" integer,
	"new_grade" integer NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_files" (
	"attempt_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" "submission_file_kind" DEFAULT 'correction' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quiz_attempt_files_attempt_id_kind_position_pk" PRIMARY KEY("attempt_id","kind","position"),
	CONSTRAINT "quiz_attempt_files_correction_only" CHECK ("quiz_attempt_files"."kind" = 'correction')
);
--> statement-breakpoint
ALTER TABLE "grade_history" ADD CONSTRAINT "grade_history_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_files" ADD CONSTRAINT "quiz_attempt_files_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_files" ADD CONSTRAINT "quiz_attempt_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_history_submission_idx" ON "grade_history" USING btree ("kind","submission_id","created_at");