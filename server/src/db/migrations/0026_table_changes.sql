-- What each server process keeps in memory (db/table-changes.ts: the accounts of recent requests,
-- the staff lists' totals) is forgotten when a table it was read from changes, whichever process
-- (or a person at psql) changed it: each statement writing one of these tables tells every
-- listener, after the commit. quiz_attempts is left out on purpose: it is written by every start and
-- submit of a quiz rush, and a notifying commit holds PostgreSQL's one notify lock through its
-- commit (measured: 9,200 single-row updates a second without, 2,800 with); what is read from it
-- follows its clock in other processes (docs/performance.md, "Kept reads").
DROP TRIGGER "users_notify_account_changes" ON "users";
--> statement-breakpoint
DROP TRIGGER "revoked_tokens_notify_account_changes" ON "revoked_tokens";
--> statement-breakpoint
DROP FUNCTION "notify_account_changes"();
--> statement-breakpoint
CREATE FUNCTION "notify_table_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sabora_table_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revoked_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "students_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "students"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "subjects_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subjects"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "subject_teachers_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subject_teachers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "student_subjects_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_subjects"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "homeworks_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "homeworks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "exams_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exams"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "quizzes_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quizzes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "homework_submissions_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "homework_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "exam_submissions_notify_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exam_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
