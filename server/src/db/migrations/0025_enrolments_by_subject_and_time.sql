DROP INDEX "student_subjects_subject_idx";--> statement-breakpoint
CREATE INDEX "student_subjects_subject_enrolled_idx" ON "student_subjects" USING btree ("subject_id","enrolled_at");